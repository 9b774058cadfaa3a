import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The API's keys (docs/decisions.md, issue 13). Each comes from the environment or, when it is not set there, from a
 * key file that the first start generates with mode 0600 beside the data directory
 * (`<DATA_DIR>.keys.json`, or `SECRETS_FILE`). Losing the file makes the stored NIKs unreadable and
 * every patient handle and consultation link invalid: production sets the variables (from a secret
 * store) or backs the file up apart from the database.
 */
export interface ApiSecrets {
  /** AES-256-GCM key of the NIK column (`NIK_ENCRYPTION_KEY`). */
  nikEncryptionKey: Buffer;
  /** HMAC-SHA256 key of the NIK look-up column (`NIK_HMAC_KEY`). */
  nikHmacKey: Buffer;
  /** Seals patient handles and signs consultation tokens (`TOKEN_SECRET`). */
  tokenSecret: Buffer;
  /** For the start-up log: where the keys not set in the environment came from. */
  source: { kind: 'environment' | 'file' | 'ephemeral'; file?: string; created?: boolean };
}

const KEY_BYTES = 32;

const VARIABLES = {
  nikEncryptionKey: 'NIK_ENCRYPTION_KEY',
  nikHmacKey: 'NIK_HMAC_KEY',
  tokenSecret: 'TOKEN_SECRET',
} as const;
type KeyName = keyof typeof VARIABLES;
const KEY_NAMES = Object.keys(VARIABLES) as KeyName[];

/** 32 bytes written as 64 hex digits or as base64 / base64url. */
export function parseKey(value: string, name: string): Buffer {
  const text = value.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (
    bytes.length !== KEY_BYTES ||
    (!/^[0-9a-f]{64}$/i.test(text) && !/^[A-Za-z0-9+/_-]{43}=?$/.test(text))
  ) {
    throw new Error(
      `${name} must be ${KEY_BYTES} bytes, written as 64 hex digits or base64 (openssl rand -base64 32)`,
    );
  }
  return bytes;
}

/** `<DATA_DIR>.keys.json` beside the data directory, or `SECRETS_FILE`; none for an in-memory database. */
export function secretsFilePath(env: NodeJS.ProcessEnv, dataDir: string): string | undefined {
  const configured = env.SECRETS_FILE?.trim();
  if (configured) return path.resolve(configured);
  return dataDir === 'memory' ? undefined : `${dataDir.replace(/[\\/]+$/, '')}.keys.json`;
}

function readKeyFile(file: string): Partial<Record<KeyName, string>> {
  // Written by an older start with looser permissions, or copied: only the service may read it.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<KeyName, string>>;
}

function generatedKeys(): Record<KeyName, string> {
  return {
    nikEncryptionKey: randomBytes(KEY_BYTES).toString('base64'),
    nikHmacKey: randomBytes(KEY_BYTES).toString('base64'),
    tokenSecret: randomBytes(KEY_BYTES).toString('base64'),
  };
}

/** Creates the key file (0600, exclusively: two processes starting at once end up with one file). */
function createKeyFile(file: string): { keys: Partial<Record<KeyName, string>>; created: boolean } {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const keys = generatedKeys();
  try {
    fs.writeFileSync(file, `${JSON.stringify({ ...keys, createdAt: new Date().toISOString() }, null, 2)}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
    return { keys, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { keys: readKeyFile(file), created: false };
  }
}

/** The keys for this process: environment first, then the key file (created when missing). */
export function resolveSecrets(env: NodeJS.ProcessEnv, dataDir: string): ApiSecrets {
  const fromEnv: Partial<Record<KeyName, Buffer>> = {};
  for (const name of KEY_NAMES) {
    const value = env[VARIABLES[name]];
    if (value !== undefined && value.trim() !== '') fromEnv[name] = parseKey(value, VARIABLES[name]);
  }
  const missing = KEY_NAMES.filter((name) => fromEnv[name] === undefined);
  if (missing.length === 0) {
    return { ...(fromEnv as Record<KeyName, Buffer>), source: { kind: 'environment' } };
  }
  const file = secretsFilePath(env, dataDir);
  let stored: Partial<Record<KeyName, string>>;
  let source: ApiSecrets['source'];
  if (!file) {
    // An in-memory database lives as long as the process; so may its keys.
    stored = generatedKeys();
    source = { kind: 'ephemeral' };
  } else if (fs.existsSync(file)) {
    stored = readKeyFile(file);
    source = { kind: 'file', file, created: false };
  } else {
    const made = createKeyFile(file);
    stored = made.keys;
    source = { kind: 'file', file, created: made.created };
  }
  const keys = {} as Record<KeyName, Buffer>;
  for (const name of KEY_NAMES) {
    const value =
      fromEnv[name] ?? (stored[name] ? parseKey(stored[name], `${name} in ${file ?? 'memory'}`) : undefined);
    if (!value) throw new Error(`${VARIABLES[name]} is not set and ${file} has no ${name}`);
    keys[name] = value;
  }
  return { ...keys, source };
}
