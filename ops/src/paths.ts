import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const APPS = [
  'shell',
  'mf-content',
  'mf-doctors',
  'mf-booking',
  'mf-screening',
  'mf-telemedicine',
  'mf-frontdesk',
] as const;
export type AppName = (typeof APPS)[number];
export const REMOTES = APPS.filter((a) => a !== 'shell');

/** Where builds and the registry live; overridable so tests work in a temp folder. */
export function distDir(): string {
  return process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(ROOT, 'dist');
}
export function registryDir(): string {
  return process.env.REGISTRY_DIR ? path.resolve(process.env.REGISTRY_DIR) : path.join(distDir(), 'registry');
}
