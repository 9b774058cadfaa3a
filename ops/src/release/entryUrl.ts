/**
 * Where browsers fetch a remote from. Locally the site serves `dist/` itself (relative URLs); in
 * production REMOTE_BASE_URL names the CDN, and only hosts in DEPLOY_ALLOWED_HOSTS may be used, so a
 * typo or a hostile value cannot point the whole site at someone else's code.
 */
export function remoteBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const base = (env.REMOTE_BASE_URL ?? '').trim().replace(/\/+$/, '');
  if (!base) return '';
  let host: string;
  try {
    host = new URL(base).host;
  } catch {
    throw new Error(`REMOTE_BASE_URL is not a URL: ${base}`);
  }
  const allowed = (env.DEPLOY_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (!allowed.includes(host))
    throw new Error(`host ${host} is not in DEPLOY_ALLOWED_HOSTS (${allowed.join(', ') || 'empty'})`);
  return base;
}

export function entryUrl(app: string, version: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${remoteBaseUrl(env)}/dist/${app}/${version}/remoteEntry.js`;
}

/** Before switching, an absolute entry must answer: a CDN that has not received the files yet fails here. */
export async function assertEntryAnswers(url: string): Promise<void> {
  if (!/^https?:\/\//.test(url)) return;
  const response = await fetch(url, { method: 'HEAD' });
  if (!response.ok) throw new Error(`entry ${url} answered ${response.status}`);
}
