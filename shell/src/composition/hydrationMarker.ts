/**
 * `<html data-hydrated>` once the scripts have taken the page over: the header is React's and the
 * page's app has mounted (single-spa's first mount). Until then the page is the server's HTML, which
 * works on its own (docs/server-rendering.md "In the browser"): tests and the benchmark wait for the
 * marker, and the test of a tap before hydration checks that it is absent at the tap.
 */
export function markHydrated(parts: readonly Promise<unknown>[]): void {
  void Promise.all(parts).then(() => {
    document.documentElement.dataset.hydrated = '';
  });
}

/** single-spa's first mount of any application (the page's remote, or the shell's 404). */
export function firstMount(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener('single-spa:first-mount', () => resolve(), { once: true }),
  );
}
