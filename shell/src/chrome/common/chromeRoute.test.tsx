import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { presetLayout, useRouteState } from '../../composition/routeState';
import { Header } from '../Header';
import { ShellProviders } from '../../pages/ShellProviders';
import { testShellContext } from '../testing/renderChrome';
import { FixedRouteProvider, useChromeRoute, useChromeSearch, type ChromeRoute } from './chromeRoute';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function RouteProbe() {
  const { pathname, layout } = useChromeRoute();
  return <output>{`${layout} ${pathname}`}</output>;
}

beforeEach(() => {
  act(() => useRouteState.setState(useRouteState.getInitialState(), true));
});

describe('useChromeRoute', () => {
  it('follows the route store in the browser', () => {
    render(<RouteProbe />);
    expect(screen.getByRole('status')).toHaveTextContent('default /');
    act(() => useRouteState.setState({ pathname: '/event/lari', layout: 'event' }));
    expect(screen.getByRole('status')).toHaveTextContent('event /event/lari');
  });

  it('renders a reader of the route again for a new path, not for a new query (INP, docs/decisions.md)', () => {
    let routeRenders = 0;
    function CountedRoute() {
      routeRenders += 1;
      const { pathname } = useChromeRoute();
      return <p>{pathname}</p>;
    }
    function SearchProbe() {
      return <output>{useChromeSearch()}</output>;
    }
    window.history.replaceState(null, '', '/appointment');
    act(() => useRouteState.setState({ pathname: '/appointment' }));
    render(
      <>
        <CountedRoute />
        <SearchProbe />
      </>,
    );
    const before = routeRenders;
    window.history.pushState(null, '', '/appointment?day=1');
    act(() => useRouteState.getState().sync('/appointment'));
    expect(screen.getByRole('status')).toHaveTextContent('?day=1');
    expect(routeRenders).toBe(before);
    window.history.pushState(null, '', '/news');
    act(() => useRouteState.getState().sync('/news'));
    expect(routeRenders).toBe(before + 1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    window.history.replaceState(null, '', '/');
  });

  it('gives the route the server fixed, whatever the store says', () => {
    act(() => useRouteState.setState({ pathname: '/', layout: 'default' }));
    render(
      <FixedRouteProvider route={{ pathname: '/screening', layout: 'screening' }}>
        <RouteProbe />
      </FixedRouteProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('screening /screening');
  });

  it("reads the store's current state while hydrating, not zustand's initial one", async () => {
    const route: ChromeRoute = { pathname: '/event/lari', layout: 'event' };
    const server = testShellContext();
    const html = renderToString(
      <ShellProviders context={server.context} route={route}>
        <Header />
      </ShellProviders>,
    );
    expect(html).not.toContain('role="search"');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const serverLogo = host.querySelector('a');

    // bootstrap.tsx: the layout the server rendered is set before the chrome hydrates.
    presetLayout(route.layout);
    useRouteState.setState({ pathname: route.pathname });
    const mismatches: unknown[] = [];
    const browser = testShellContext();
    await act(async () => {
      hydrateRoot(
        host,
        <ShellProviders context={browser.context}>
          <Header />
        </ShellProviders>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(host.querySelector('a')).toBe(serverLogo);
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
