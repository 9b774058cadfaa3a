/** Freezes only `Date` (timers stay real, so Testing Library's waits work): 12:00 in Jakarta on TODAY. */
export function freezeDate(iso = '2026-11-21T05:00:00Z'): void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });
}

export function unfreezeDate(): void {
  jest.useRealTimers();
}
