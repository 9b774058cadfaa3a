/**
 * A visitor whose browser could not run a canary remote stays on stable for that canary version
 * (docs/decisions.md, "Issue 28 — canary"; issue 28 item 4: a failing canary never fails a patient
 * twice). The shell writes the cookie when it falls back; the site server reads it when it chooses the
 * versions of a request, so the next page is rendered and hydrated by stable from the start. Keyed by
 * version: the next canary of the same app is tried again.
 */
export const CANARY_OPT_OUT_COOKIE = 'mf_stable';

/** As long as a canary may last; the cookie is dropped with its last entry. */
export const CANARY_OPT_OUT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** At most this many `app@version` entries are kept (the newest): a cookie stays small. */
const MAX_ENTRIES = 8;

const ENTRY = /^[a-z][a-z0-9-]{0,63}@[A-Za-z0-9._-]{1,128}$/;

/** The `app@version` entries of the cookie's (decoded) value; anything malformed is left out. */
export function parseCanaryOptOuts(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split('|')
      .filter((entry) => ENTRY.test(entry))
      .slice(-MAX_ENTRIES),
  );
}

/** The cookie's value with `app@version` added (`|`-separated: a cookie value takes no space or comma). */
export function withCanaryOptOut(value: string | undefined, app: string, version: string): string {
  const entry = `${app}@${version}`;
  const entries = [...parseCanaryOptOuts(value)].filter((e) => e !== entry);
  entries.push(entry);
  return entries
    .filter((e) => ENTRY.test(e))
    .slice(-MAX_ENTRIES)
    .join('|');
}
