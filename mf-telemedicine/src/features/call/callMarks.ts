/**
 * Performance marks of a call (DevTools timeline, and the end-to-end test that measures the time
 * from Join to the first remote frame). Cheap, and they show where the time of a slow join goes.
 */
export const CALL_MARKS = {
  join: 'medika:call-join',
  meeting: 'medika:call-meeting',
  welcome: 'medika:call-welcome',
  peer: 'medika:call-peer',
  mediaConnected: 'medika:call-media-connected',
  firstRemoteFrame: 'medika:call-first-remote-frame',
} as const;

export function mark(name: (typeof CALL_MARKS)[keyof typeof CALL_MARKS]): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}
