// docs/product-rules.md §9: scroll restoration is manual. A new page starts at the top; back and forward return to where
// the visitor was, once the page has grown tall enough to scroll there.

const positions = new Map<string, number>();
let traversal = false;

function restore(y: number, deadline: number) {
  if (document.documentElement.scrollHeight >= y + window.innerHeight || Date.now() > deadline) {
    window.scrollTo(0, y);
    return;
  }
  window.requestAnimationFrame(() => restore(y, deadline));
}

export function installScrollRestoration(): void {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  // single-spa dispatches synthetic popstate events for pushState; only the browser's own mean back/forward.
  window.addEventListener('popstate', (event) => {
    if (!(event as PopStateEvent & { singleSpa?: boolean }).singleSpa) traversal = true;
  });
  // The position as of the last scroll, read when the browser reports one (its layout is up to date
  // then). Read when a route change starts instead, `scrollY` forced a layout of the page the click had
  // just changed, in the click's own task (INP: docs/decisions.md, issue 25).
  let scrollY = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      scrollY = window.scrollY;
    },
    { passive: true },
  );
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { oldUrl } = (event as CustomEvent<{ oldUrl: string }>).detail;
    positions.set(oldUrl, scrollY);
  });
  window.addEventListener('single-spa:routing-event', (event) => {
    const { oldUrl, newUrl } = (event as CustomEvent<{ oldUrl: string; newUrl: string }>).detail;
    if (traversal) {
      traversal = false;
      restore(positions.get(newUrl) ?? 0, Date.now() + 1500);
    } else if (new URL(oldUrl).pathname !== new URL(newUrl).pathname) {
      window.scrollTo(0, 0);
    }
  });
}
