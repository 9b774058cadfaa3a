import { callReducer, initialCallState, isInCall, type CallEvent, type CallState } from './callMachine';

function run(...events: CallEvent[]): CallState {
  return events.reduce(callReducer, initialCallState());
}

const ALONE: CallEvent = { type: 'WELCOME', polite: false, peer: null };
const PEER_ON = { muted: false, cameraOff: false };

describe('callMachine', () => {
  it('starts idle with nothing switched off', () => {
    expect(initialCallState()).toEqual({
      phase: 'idle',
      local: { muted: false, cameraOff: false },
      peer: { present: false, muted: false, cameraOff: false, leftReason: null },
      polite: false,
      error: null,
      attempts: 0,
    });
  });

  it('join alone: joining, then waiting for the other side', () => {
    expect(run({ type: 'JOIN' }).phase).toBe('joining');
    const state = run({ type: 'JOIN' }, ALONE);
    expect(state.phase).toBe('waiting');
    expect(state.peer.present).toBe(false);
  });

  it('join second: connecting at once with the role and the state of the one already inside', () => {
    const state = run(
      { type: 'JOIN' },
      { type: 'WELCOME', polite: true, peer: { muted: true, cameraOff: false } },
    );
    expect(state).toMatchObject({
      phase: 'connecting',
      polite: true,
      peer: { present: true, muted: true, cameraOff: false },
    });
  });

  it('waiting → connecting when the other joins → connected when media flows', () => {
    const joined = run({ type: 'JOIN' }, ALONE, { type: 'PEER_JOINED', state: PEER_ON });
    expect(joined.phase).toBe('connecting');
    expect(callReducer(joined, { type: 'MEDIA_CONNECTED' }).phase).toBe('connected');
  });

  it('ignores media events without a peer and before joining', () => {
    expect(run({ type: 'JOIN' }, ALONE, { type: 'MEDIA_CONNECTED' }).phase).toBe('waiting');
    expect(run({ type: 'MEDIA_CONNECTED' }).phase).toBe('idle');
    expect(run({ type: 'PEER_JOINED', state: PEER_ON }).phase).toBe('idle');
  });

  it('shows the other side’s mute and camera state', () => {
    const state = run(
      { type: 'JOIN' },
      ALONE,
      { type: 'PEER_JOINED', state: PEER_ON },
      {
        type: 'PEER_STATE',
        state: { muted: true, cameraOff: true },
      },
    );
    expect(state.peer).toMatchObject({ muted: true, cameraOff: true, present: true });
  });

  it('the other side leaving or dropping brings us back to waiting, and says why', () => {
    const inCall = run(
      { type: 'JOIN' },
      ALONE,
      { type: 'PEER_JOINED', state: PEER_ON },
      { type: 'MEDIA_CONNECTED' },
    );
    expect(callReducer(inCall, { type: 'PEER_LEFT', reason: 'left' })).toMatchObject({
      phase: 'waiting',
      peer: { present: false, leftReason: 'left' },
    });
    expect(callReducer(inCall, { type: 'PEER_LEFT', reason: 'disconnected' }).peer.leftReason).toBe(
      'disconnected',
    );
  });

  it('a media drop shows reconnecting, and recovery returns to connected', () => {
    const inCall = run(
      { type: 'JOIN' },
      ALONE,
      { type: 'PEER_JOINED', state: PEER_ON },
      { type: 'MEDIA_CONNECTED' },
    );
    const dropped = callReducer(inCall, { type: 'MEDIA_DISCONNECTED' });
    expect(dropped.phase).toBe('reconnecting');
    expect(callReducer(dropped, { type: 'MEDIA_CONNECTED' }).phase).toBe('connected');
  });

  it('a signalling drop counts attempts until the server welcomes us again', () => {
    const inCall = run(
      { type: 'JOIN' },
      ALONE,
      { type: 'PEER_JOINED', state: PEER_ON },
      { type: 'MEDIA_CONNECTED' },
    );
    const lost = callReducer(callReducer(inCall, { type: 'SIGNALING_LOST' }), { type: 'SIGNALING_LOST' });
    expect(lost).toMatchObject({ phase: 'reconnecting', attempts: 2, peer: { present: true } });
    const back = callReducer(lost, { type: 'WELCOME', polite: false, peer: PEER_ON });
    expect(back).toMatchObject({ phase: 'connecting', attempts: 0, peer: { present: true } });
    // The other side went away meanwhile: the server's welcome says so.
    const alone = callReducer(lost, { type: 'WELCOME', polite: false, peer: null });
    expect(alone).toMatchObject({ phase: 'waiting', peer: { present: false } });
  });

  it('a full room refuses us with room_full; a fatal error fails the call', () => {
    expect(run({ type: 'JOIN' }, { type: 'REFUSED', error: 'room_full' })).toMatchObject({
      phase: 'refused',
      error: 'room_full',
    });
    expect(run({ type: 'JOIN' }, { type: 'FAILED', error: 'room_not_found' })).toMatchObject({
      phase: 'failed',
      error: 'room_not_found',
    });
  });

  it('mute and camera toggles are independent and survive phases', () => {
    const state = run({ type: 'TOGGLE_MUTE' }, { type: 'JOIN' }, ALONE, { type: 'TOGGLE_CAMERA' });
    expect(state.local).toEqual({ muted: true, cameraOff: true });
    expect(callReducer(state, { type: 'TOGGLE_MUTE' }).local).toEqual({ muted: false, cameraOff: true });
  });

  it('leave ends the call; events after it change nothing; reset returns to idle keeping the toggles', () => {
    const left = run({ type: 'JOIN' }, ALONE, { type: 'TOGGLE_MUTE' }, { type: 'LEAVE' });
    expect(left.phase).toBe('left');
    expect(callReducer(left, { type: 'PEER_JOINED', state: PEER_ON })).toBe(left);
    expect(callReducer(left, { type: 'SIGNALING_LOST' })).toBe(left);
    expect(callReducer(left, { type: 'FAILED', error: 'network' })).toBe(left);
    expect(callReducer(left, { type: 'RESET' })).toMatchObject({ phase: 'idle', local: { muted: true } });
  });

  it('join twice is a no-op while in the call', () => {
    const waiting = run({ type: 'JOIN' }, ALONE);
    expect(callReducer(waiting, { type: 'JOIN' })).toBe(waiting);
  });

  it('knows which phases hold a place in the room', () => {
    expect(
      ['joining', 'waiting', 'connecting', 'connected', 'reconnecting'].every((p) => isInCall(p as never)),
    ).toBe(true);
    expect(['idle', 'left', 'refused', 'failed'].some((p) => isInCall(p as never))).toBe(false);
  });
});
