import { fireEvent } from '@testing-library/react';
import { useLocation } from '@hospital/router';

/** Shows the router's location, so tests can read where a click or a setter went. */
export function LocationProbe() {
  const { pathname, search, hash, state } = useLocation();
  return (
    // A plain element, not an <output> (role "status"), so it never answers a test's getByRole('status').
    <div data-testid="location" data-state={JSON.stringify(state)} hidden>
      {pathname + search + hash}
    </div>
  );
}

/** Clicks like a user and tells whether the page kept the browser from following the link. */
export function clickPrevented(element: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  // Runs after React's handlers (they listen on the root); stops jsdom from attempting a real navigation.
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  fireEvent.click(element, init);
  window.removeEventListener('click', record);
  return prevented;
}
