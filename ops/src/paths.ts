import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, REMOTES } from '../../tooling/apps.cjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The site's apps, from the root package.json's workspaces (tooling/apps.cjs). */
export { APPS, REMOTES };
export type AppName = string;
