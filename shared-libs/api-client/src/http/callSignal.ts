export type AbortSource = 'caller' | 'timeout';

export interface CallSignal {
  /** Fires when the caller aborts or the deadline passes, whichever comes first. */
  readonly signal: AbortSignal;
  /** What fired the signal, or null while it has not fired. */
  firedBy(): AbortSource | null;
  /** Stops the deadline and stops listening to the caller's signal: call it once the call settled. */
  release(): void;
}

/**
 * One signal for a call, combining the caller's optional signal with a deadline. Built by hand rather
 * than with `AbortSignal.any` / `AbortSignal.timeout`, which older Android WebViews lack.
 * `timeoutMs` <= 0 means no deadline.
 */
export function linkCallSignal(caller: AbortSignal | undefined, timeoutMs: number): CallSignal {
  const controller = new AbortController();
  let source: AbortSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onCallerAbort = () => fire('caller');

  function release() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    caller?.removeEventListener('abort', onCallerAbort);
  }

  function fire(by: AbortSource) {
    if (source) return;
    source = by;
    release();
    controller.abort();
  }

  if (caller?.aborted) {
    fire('caller');
  } else {
    caller?.addEventListener('abort', onCallerAbort);
    if (timeoutMs > 0 && Number.isFinite(timeoutMs)) timer = setTimeout(() => fire('timeout'), timeoutMs);
  }

  return { signal: controller.signal, firedBy: () => source, release };
}

/** Thrown by `unlessAborted` when the signal wins; the caller decides what it means. */
export class SignalFired extends Error {
  constructor() {
    super('The call signal fired');
    this.name = 'SignalFired';
  }
}

/**
 * Settles like `work`, or rejects with `SignalFired` as soon as `signal` fires, so a call ends on
 * time even if the `fetch` in use (a test double, a polyfill) ignores the signal.
 */
export function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new SignalFired());
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop);
    // Also when the signal won: `work` is still observed, so its later rejection is not reported as unhandled.
    work.then(
      (value) => {
        signal.removeEventListener('abort', stop);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', stop);
        reject(error);
      },
    );
  });
}
