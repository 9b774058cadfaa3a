const KEY = 'medika.telemedicine.client';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

/**
 * A random id of this browser tab (sessionStorage is per tab). The signalling server uses it to let
 * a reconnecting tab take over its own stale place instead of being refused as a third participant.
 */
export function tabClientId(): string {
  try {
    const existing = window.sessionStorage.getItem(KEY);
    if (existing) return existing;
    const id = randomId();
    window.sessionStorage.setItem(KEY, id);
    return id;
  } catch {
    return randomId();
  }
}
