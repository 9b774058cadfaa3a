export interface SignalingUrlOptions {
  token: string;
  clientId: string;
  lang: string;
  /** The page's location (protocol and host) for a signalling path relative to the site. */
  location: { protocol: string; host: string };
}

/**
 * The WebSocket address of the room: `signaling_url` from create_meeting (a path on the site such
 * as `/api/medika.encounter/signal/<room>`, or an absolute http(s)/ws(s) URL), with the public token
 * as `access_token` (a browser cannot set headers on a WebSocket), this tab's id and the language.
 */
export function signalingUrl(
  signaling: string,
  { token, clientId, lang, location }: SignalingUrlOptions,
): string {
  const url = new URL(signaling, `${location.protocol}//${location.host}`);
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  url.searchParams.set('access_token', token);
  url.searchParams.set('client', clientId);
  url.searchParams.set('lang', lang);
  return url.toString();
}
