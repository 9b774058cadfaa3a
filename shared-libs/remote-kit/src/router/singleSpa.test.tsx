import { act, render, screen, waitFor } from '@testing-library/react';
import { navigateToUrl, start } from 'single-spa';
import { clickPrevented, LocationProbe } from '../testing/routerProbes';
import { BrowserRouter } from './Router';
import { Link } from './Link';

// The real single-spa, as the shell starts it: it patches pushState/replaceState and holds popstate
// listeners back until it has rerouted.
beforeAll(() => {
  window.history.replaceState(null, '', '/news');
  start({ urlRerouteOnly: true });
});

function renderApp() {
  render(
    <BrowserRouter>
      <Link to="/news/b">B</Link>
      <LocationProbe />
    </BrowserRouter>,
  );
}

describe('BrowserRouter under single-spa', () => {
  it('follows a navigation made by the shell with navigateToUrl', async () => {
    renderApp();
    act(() => navigateToUrl('/doctor/5?lang=en'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/doctor/5?lang=en'));
  });

  it('shows its own navigation at once, without waiting for single-spa', () => {
    renderApp();
    expect(clickPrevented(screen.getByRole('link', { name: 'B' }))).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/news/b');
  });

  it('follows the back button', async () => {
    renderApp();
    act(() => navigateToUrl('/news/x'));
    act(() => navigateToUrl('/news/c'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/news/c'));
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/news\/x$/));
  });
});
