import { createHmac, randomBytes } from 'node:crypto';
import type { IceServer } from '@hospital/contract';
import type { TurnConfig } from '../config';

export interface TurnCredential {
  username: string;
  credential: string;
  /** When coturn stops accepting them. */
  expiresAt: Date;
}

/**
 * coturn's REST scheme (`use-auth-secret` with `static-auth-secret`): the username is
 * `<expiry as Unix seconds>:<an id>`, the password base64(HMAC-SHA1(secret, username)). coturn
 * recomputes the password from the username and refuses it once the expiry has passed, so nothing
 * is stored and a leaked pair is good for `ttlSeconds` at most. The id is random and says nothing
 * about the patient; `label` (the participant's role) only helps reading coturn's logs.
 */
export function turnCredential(
  secret: string,
  ttlSeconds: number,
  label: string,
  now: Date = new Date(),
  id: string = randomBytes(6).toString('hex'),
): TurnCredential {
  const expiry = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const username = `${expiry}:${label}-${id}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential, expiresAt: new Date(expiry * 1000) };
}

/** The ICE servers of a participant: the configured STUN/TURN ones, then our relay with fresh credentials. */
export function iceServersFor(
  configured: IceServer[],
  turn: TurnConfig | null,
  label: string,
  now: Date = new Date(),
): IceServer[] {
  if (!turn) return configured;
  const { username, credential } = turnCredential(turn.secret, turn.ttlSeconds, label, now);
  return [...configured, { urls: turn.urls, username, credential }];
}
