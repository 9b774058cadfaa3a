import fs from 'node:fs';
import { parseRegistry, RegistryDocument, RegistryEntry } from '@hospital/registry';
import { parseCanaries, type Canaries } from './canary';
import { createChangedFileReader } from './changedFileReader';
import { entryUrl } from './entryUrl';
import { registryDir, registryFile } from './layout';

/*
 * The registry's files (layout.ts), read and written only here: the deploy commands and the site server
 * read them the same way. Every app has an entry with its live version and the versions before it,
 * newest first, for rollback; the remotes' entries are in remotes.json (what browsers read), the
 * shell's in shell.json (the site server reads it; browsers get the shell in the page itself).
 */

const MAX_PREVIOUS = 10;

/** The shell's entry: the version the site server renders the shell's document with. */
export interface ShellEntry {
  version: string;
  /** Older versions, newest first, for rollback. */
  previous: string[];
}

/** What is live: the shell's entry (null before the first deploy of the shell) and the remotes'. */
export interface Release {
  shell: ShellEntry | null;
  remotes: RegistryDocument;
  /** Live canaries by app (canary.ts); empty when none. */
  canaries: Canaries;
}

function parseRemotes(text: string): RegistryDocument {
  return parseRegistry(JSON.parse(text)).entries;
}

/** A shell.json written before the shell had previous versions holds only `{ version }`. */
function parseShellEntry(text: string): ShellEntry {
  const value = JSON.parse(text) as Partial<ShellEntry> | null;
  if (!value || typeof value.version !== 'string' || !value.version)
    throw new Error(`${registryFile('shell')} names no version`);
  const previous = Array.isArray(value.previous) ? value.previous.filter((v) => typeof v === 'string') : [];
  return { version: value.version, previous };
}

function readIfExists<T>(file: string, parse: (text: string) => T): T | null {
  if (!fs.existsSync(file)) return null;
  return parse(fs.readFileSync(file, 'utf8'));
}

export function readRegistry(): RegistryDocument {
  return readIfExists(registryFile('remotes'), parseRemotes) ?? {};
}

export function readShellEntry(): ShellEntry | null {
  return readIfExists(registryFile('shell'), parseShellEntry);
}

/** An app's live version and the versions before it, the shell's as a remote's. */
export function liveEntry(app: string): { version: string; previous: string[] } | null {
  return app === 'shell' ? readShellEntry() : (readRegistry()[app] ?? null);
}

/**
 * The release as it is now, for a process that asks at every request (the site server): each file is
 * read and parsed again only when a deploy changed it.
 */
export function createReleaseReader(): () => Release {
  const remotes = createChangedFileReader(parseRemotes);
  const shell = createChangedFileReader(parseShellEntry);
  const canaries = createChangedFileReader(parseCanaries);
  return () => ({
    shell: shell(registryFile('shell')),
    remotes: remotes(registryFile('remotes')) ?? {},
    canaries: canaries(registryFile('canaries')) ?? {},
  });
}

/** The versions kept for rollback once `version` replaces `current`: the one it replaces first. */
export function previousVersions(current: ShellEntry | RegistryEntry | null, version: string): string[] {
  if (!current) return [];
  return [current.version, ...current.previous.filter((v) => v !== current.version && v !== version)].slice(
    0,
    MAX_PREVIOUS,
  );
}

/** A remote's entry as the registry holds it. */
export function entryFor(
  app: string,
  version: string,
  routes: RegistryEntry['routes'],
  previous: string[],
): RegistryEntry {
  return { version, entry: entryUrl(app, version), routes, previous: previous.slice(0, MAX_PREVIOUS) };
}

export function writeRegistry(registry: RegistryDocument): void {
  writeJsonAtomic(registryFile('remotes'), registry);
}

export function writeShellEntry(entry: ShellEntry): void {
  writeJsonAtomic(registryFile('shell'), entry);
}

export function readCanaries(): Canaries {
  return readIfExists(registryFile('canaries'), parseCanaries) ?? {};
}

export function writeCanaries(canaries: Canaries): void {
  writeJsonAtomic(registryFile('canaries'), canaries);
}

/** Write to a temp file then rename: a reader never sees a half-written registry. */
export function writeJsonAtomic(file: string, value: unknown): void {
  fs.mkdirSync(registryDir(), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(value, null, 2) + '\n');
  fs.renameSync(tmp, file);
}

export interface HistoryRecord {
  at: string;
  /**
   * `canary`: a version goes live for `share` percent (a new canary, or its share stepped); `promote`:
   * the canary becomes stable; `rollback` during a canary: the canary is dropped (`to` is stable).
   */
  action: 'deploy' | 'rollback' | 'canary' | 'promote';
  app: string;
  from: string | null;
  to: string;
  by: string;
  /** The canary's share after this decision (canary steps), 0 when it is dropped. */
  share?: number;
  /** What a decision was based on (issue 28 item 3: error rates, Web Vitals, samples). */
  figures?: Record<string, number>;
  /** Why, in words (a decider's reason, an operator's note). */
  reason?: string;
}

export function appendHistory(record: HistoryRecord): void {
  fs.mkdirSync(registryDir(), { recursive: true });
  fs.appendFileSync(registryFile('history'), JSON.stringify(record) + '\n');
}

export function readHistory(): HistoryRecord[] {
  const file = registryFile('history');
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
  const lock = registryFile('lock');
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
