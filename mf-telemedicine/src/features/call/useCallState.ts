import { useEffect, useState } from 'react';
import { initialCallState, type CallState } from './callMachine';
import type { CallSession } from './CallSession';

/** The session's state and remote stream, re-rendering on every change. */
export function useCallState(session: CallSession | null): { state: CallState; remote: MediaStream | null } {
  const [snapshot, setSnapshot] = useState<{ state: CallState; remote: MediaStream | null }>(() => ({
    state: session?.getState() ?? initialCallState(),
    remote: session?.getRemoteStream() ?? null,
  }));
  useEffect(() => {
    if (!session) return;
    const update = () => setSnapshot({ state: session.getState(), remote: session.getRemoteStream() });
    update();
    return session.subscribe(update);
  }, [session]);
  return snapshot;
}
