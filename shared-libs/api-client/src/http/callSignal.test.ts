import { linkCallSignal, SignalFired, unlessAborted } from './callSignal';

describe('linkCallSignal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fires when the caller aborts, and says so', () => {
    const caller = new AbortController();
    const call = linkCallSignal(caller.signal, 1000);
    expect(call.signal.aborted).toBe(false);
    expect(call.firedBy()).toBeNull();
    caller.abort();
    expect(call.signal.aborted).toBe(true);
    expect(call.firedBy()).toBe('caller');
  });

  it('fires at the deadline, and not before', () => {
    const call = linkCallSignal(undefined, 1000);
    jest.advanceTimersByTime(999);
    expect(call.signal.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(call.signal.aborted).toBe(true);
    expect(call.firedBy()).toBe('timeout');
  });

  it('keeps the first cause: a caller abort after the deadline stays a timeout', () => {
    const caller = new AbortController();
    const call = linkCallSignal(caller.signal, 10);
    jest.advanceTimersByTime(10);
    caller.abort();
    expect(call.firedBy()).toBe('timeout');
  });

  it('starts fired when the caller already aborted, without a timer', () => {
    const caller = new AbortController();
    caller.abort();
    const call = linkCallSignal(caller.signal, 1000);
    expect(call.signal.aborted).toBe(true);
    expect(call.firedBy()).toBe('caller');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('has no deadline for 0', () => {
    const call = linkCallSignal(undefined, 0);
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(10 ** 9);
    expect(call.signal.aborted).toBe(false);
  });

  it('release stops the deadline and stops listening to the caller', () => {
    const caller = new AbortController();
    const remove = jest.spyOn(caller.signal, 'removeEventListener');
    const call = linkCallSignal(caller.signal, 1000);
    call.release();
    expect(jest.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
    caller.abort();
    jest.advanceTimersByTime(2000);
    expect(call.signal.aborted).toBe(false);
    expect(call.firedBy()).toBeNull();
  });

  it('works without AbortSignal.any or AbortSignal.timeout (older WebViews)', () => {
    const signalClass = AbortSignal as unknown as Record<string, unknown>;
    const saved = { any: signalClass.any, timeout: signalClass.timeout };
    signalClass.any = undefined;
    signalClass.timeout = undefined;
    try {
      const caller = new AbortController();
      const call = linkCallSignal(caller.signal, 50);
      caller.abort();
      expect(call.firedBy()).toBe('caller');
      const timed = linkCallSignal(undefined, 50);
      jest.advanceTimersByTime(50);
      expect(timed.firedBy()).toBe('timeout');
    } finally {
      signalClass.any = saved.any;
      signalClass.timeout = saved.timeout;
    }
  });
});

describe('unlessAborted', () => {
  it('settles like the work while the signal stays quiet', async () => {
    const controller = new AbortController();
    await expect(unlessAborted(Promise.resolve(42), controller.signal)).resolves.toBe(42);
    const failure = new TypeError('Failed to fetch');
    await expect(unlessAborted(Promise.reject(failure), controller.signal)).rejects.toBe(failure);
  });

  it('rejects with SignalFired as soon as the signal fires, even if the work never ends', async () => {
    const controller = new AbortController();
    const pending = unlessAborted(new Promise<never>(() => undefined), controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(SignalFired);
  });

  it('rejects at once for a signal that already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(unlessAborted(Promise.resolve(1), controller.signal)).rejects.toBeInstanceOf(SignalFired);
  });

  it('observes a late rejection of the work, so nothing is reported as unhandled', async () => {
    const controller = new AbortController();
    let rejectWork: (error: Error) => void = () => undefined;
    const work = new Promise<never>((_, reject) => (rejectWork = reject));
    const then = jest.spyOn(work, 'then');
    const pending = unlessAborted(work, controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(SignalFired);
    expect(then).toHaveBeenCalledWith(expect.any(Function), expect.any(Function));
    rejectWork(new Error('late'));
    await Promise.resolve();
  });

  it('stops listening to the signal once the work settled', async () => {
    const controller = new AbortController();
    const remove = jest.spyOn(controller.signal, 'removeEventListener');
    await unlessAborted(Promise.resolve('ok'), controller.signal);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});
