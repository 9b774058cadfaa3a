import { snapshot } from './pageSnapshot';

/**
 * The first load's part of the route announcer (routeAnnouncer.ts): it notes the page shown when the
 * first client-side navigation starts, and only then downloads the rest, so a visit that never
 * navigates pays nothing for it (the first-load budget of `/`, README "Performance"). The live region
 * is in index.html, so it is in the page before anything is said in it.
 */
export function announceRoutes(
  main = document.getElementById('main-content'),
  region = document.getElementById('route-announcer'),
): void {
  if (!main || !region) return;
  const firstPath = window.location.pathname;
  const onFirstNavigation = () => {
    if (window.location.pathname === firstPath) return;
    window.removeEventListener('single-spa:before-routing-event', onFirstNavigation);
    const shown = snapshot(main);
    import(/* webpackChunkName: "route-announcer" */ './routeAnnouncer').then(
      ({ announceRouteChanges }) => announceRouteChanges(main, region, shown),
      (error: unknown) => console.error('[shell] route announcer unavailable', error),
    );
  };
  window.addEventListener('single-spa:before-routing-event', onFirstNavigation);
}
