import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import type { Queryable } from '../db/types';
import { badRequest, DomainError } from './errors';

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,100}$/;

export interface StoredAnswer {
  response: unknown;
  requestHash: string;
}

/**
 * What a creation answers: the new item, or the stored answer of an earlier request with the same
 * key. The route sends either as a 201 (a stored answer is always a creation's).
 */
export interface IdempotentAnswer {
  body: unknown;
  /** Sent as `idempotent-replay: true`. */
  replayed: boolean;
}

// The table's `status_code` keeps the status the first answer was sent with, 0 while claimed: the
// answers kept are creations'. Kept as a column so that a kept answer of another kind stays possible.
const CREATED = 201;

/** The stored answer again; the same key with another body is a 409. */
export function replayOf(stored: StoredAnswer, requestHash: string): IdempotentAnswer {
  if (stored.requestHash !== requestHash) {
    throw new DomainError('conflict', {
      id: 'Idempotency-Key ini sudah dipakai untuk permintaan lain.',
      en: 'This Idempotency-Key was already used for a different request.',
    });
  }
  return { body: stored.response, replayed: true };
}

/** The `Idempotency-Key` header, or undefined; a malformed key is a 400. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return undefined;
  if (!KEY_PATTERN.test(value)) {
    throw badRequest({
      id: 'Idempotency-Key harus 8-100 karakter huruf, angka, titik, titik dua, garis bawah, atau tanda hubung.',
      en: 'Idempotency-Key must be 8-100 letters, digits, dots, colons, underscores or dashes.',
    });
  }
  return value;
}

export function hashRequest(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * Claims a key inside the caller's transaction. On PostgreSQL a concurrent claim of the same key
 * waits for the first transaction, then sees its row: the second request replays the first answer.
 */
export async function claimKey(
  tx: Queryable,
  scope: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function storeAnswer(
  tx: Queryable,
  scope: string,
  key: string,
  response: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: CREATED, response })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

export async function findAnswer(
  db: Queryable,
  scope: string,
  key: string,
): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row && row.statusCode > 0 ? { response: row.response, requestHash: row.requestHash } : undefined;
}
