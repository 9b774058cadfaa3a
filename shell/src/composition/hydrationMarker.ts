/**
 * `<html data-hydrated>` once the scripts have taken the page over: the header is React's and
 * single-spa has finished its first routing (the page's app mounted, or shows its error panel). Until
 * then the page is the server's HTML, which works on its own (docs/server-rendering.md "In the
 * browser"): tests and the benchmark wait for the marker, and the test of a tap before hydration checks
 * that it is absent at the tap.
 */
export function markHydrated(parts: readonly Promise<unknown>[]): void {
  void Promise.all(parts).then(() => {
    document.documentElement.dataset.hydrated = '';
  });
}

/** The end of single-spa's first routing: the route's applications mounted (or failed to). */
export function firstRouting(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener('single-spa:routing-event', () => resolve(), { once: true }),
  );
}
