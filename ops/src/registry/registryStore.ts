import fs from 'node:fs';
import path from 'node:path';
import { parseRegistry, RegistryDocument, RegistryEntry } from '@hospital/registry';
import { distDir, registryDir } from '../paths';
import { entryUrl } from './entryUrl';

export const REGISTRY_FILE = 'remotes.json';
export const SHELL_POINTER_FILE = 'shell.json';
const HISTORY_FILE = 'history.jsonl';
const MAX_PREVIOUS = 10;

export function registryPath(): string {
  return path.join(registryDir(), REGISTRY_FILE);
}

export function readRegistry(): RegistryDocument {
  const file = registryPath();
  if (!fs.existsSync(file)) return {};
  return parseRegistry(JSON.parse(fs.readFileSync(file, 'utf8'))).entries;
}

/** Write to a temp file then rename: a reader never sees a half-written registry. */
export function writeJsonAtomic(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(value, null, 2) + '\n');
  fs.renameSync(tmp, file);
}

export interface HistoryRecord {
  at: string;
  action: 'deploy' | 'rollback';
  app: string;
  from: string | null;
  to: string;
  by: string;
}

export function appendHistory(record: HistoryRecord): void {
  fs.mkdirSync(registryDir(), { recursive: true });
  fs.appendFileSync(path.join(registryDir(), HISTORY_FILE), JSON.stringify(record) + '\n');
}

export function readHistory(): HistoryRecord[] {
  const file = path.join(registryDir(), HISTORY_FILE);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as HistoryRecord);
}

/** A lock folder: mkdir is atomic, so two deploys never interleave their read-modify-write. */
export async function withRegistryLock<T>(fn: () => T | Promise<T>, timeoutMs = 15000): Promise<T> {
  fs.mkdirSync(registryDir(), { recursive: true });
  const lock = path.join(registryDir(), '.lock');
  const started = Date.now();
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60000) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() - started > timeoutMs) throw new Error('registry is locked by another deploy');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

export function buildDir(app: string, version: string): string {
  return path.join(distDir(), app, version);
}

export function latestBuild(app: string): string | null {
  const file = path.join(distDir(), app, 'latest-build.json');
  if (!fs.existsSync(file)) return null;
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

export function entryFor(
  app: string,
  version: string,
  routes: RegistryEntry['routes'],
  previous: string[],
): RegistryEntry {
  return {
    version,
    entry: entryUrl(app, version),
    routes,
    previous: previous.slice(0, MAX_PREVIOUS),
  };
}

export function readShellPointer(): { version: string } | null {
  const file = path.join(registryDir(), SHELL_POINTER_FILE);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string };
}

export function writeShellPointer(version: string): void {
  writeJsonAtomic(path.join(registryDir(), SHELL_POINTER_FILE), { version });
}
