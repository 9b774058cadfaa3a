import { render, screen } from '@testing-library/react';
import type { RouteDefinition } from '@hospital/registry';
import { ROUTER_FUTURE } from '@hospital/router';
import { MemoryRouter } from '@hospital/router/testing';
import type { PageComponent, PageLoader } from './contract';
import { matchRemoteRoute, RemoteRoutes, routePageMismatches } from './RemoteRoutes';

const routes: RouteDefinition[] = [
  { path: '/appointment', layout: 'default' },
  { path: '/appointment/create', layout: 'default' },
  { path: '/doctor/:id?', layout: 'default' },
  { path: '/coe/*', layout: 'default' },
];

describe('matchRemoteRoute', () => {
  it('finds the pattern of routes.json and its parameters', () => {
    expect(matchRemoteRoute(routes, '/doctor/1001')).toEqual({
      pattern: '/doctor/:id?',
      params: { id: '1001' },
    });
    expect(matchRemoteRoute(routes, '/doctor')).toEqual({ pattern: '/doctor/:id?', params: {} });
    expect(matchRemoteRoute(routes, '/coe/brain-center/stroke')).toEqual({
      pattern: '/coe/*',
      params: { '*': 'brain-center/stroke' },
    });
  });

  it('prefers the most specific pattern, whatever the order of routes.json', () => {
    expect(matchRemoteRoute([...routes].reverse(), '/appointment/create')?.pattern).toBe(
      '/appointment/create',
    );
    expect(matchRemoteRoute(routes, '/appointment/')?.pattern).toBe('/appointment');
  });

  it('is null for a path the remote does not own (paths come without the language prefix)', () => {
    expect(matchRemoteRoute(routes, '/news/x')).toBeNull();
    expect(matchRemoteRoute(routes, '/doctor/1/extra')).toBeNull();
    expect(matchRemoteRoute(routes, '/en/appointment')).toBeNull();
  });
});

describe('routePageMismatches', () => {
  it('names routes without a page and pages without a route', () => {
    const page: PageLoader = async () => ({ default: () => null });
    expect(
      routePageMismatches(routes, {
        '/appointment': page,
        '/doctor/:id?': page,
        '/kiosk': page,
        '/coe/*': page,
      }),
    ).toEqual({ withoutPage: ['/appointment/create'], withoutRoute: ['/kiosk'] });
  });
});

describe('RemoteRoutes', () => {
  const Doctor: PageComponent = () => <h1>Profil dokter</h1>;
  const Search: PageComponent = () => <h1>Cari dokter</h1>;
  const pages: Record<string, PageLoader> = {
    '/appointment': async () => ({ default: Search }),
    '/appointment/create': async () => ({ default: () => null }),
    '/doctor/:id?': jest.fn(async () => ({ default: Doctor })),
    '/coe/*': async () => ({ default: () => null }),
  };

  it('renders a page given as loaded at once, without loading it', () => {
    render(
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/doctor/1']}>
        <RemoteRoutes routes={routes} pages={pages} loaded={{ '/doctor/:id?': Doctor }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Profil dokter' })).toBeInTheDocument();
    expect(pages['/doctor/:id?']).not.toHaveBeenCalled();
  });

  it('loads the page of another route when it is visited, with the fallback meanwhile', async () => {
    const { container } = render(
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/appointment']}>
        <RemoteRoutes routes={routes} pages={pages} />
      </MemoryRouter>,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Cari dokter' })).toBeInTheDocument();
  });

  it('renders nothing for a path it does not own (the shell decides 404s)', () => {
    const { container } = render(
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/news/x']}>
        <RemoteRoutes routes={routes} pages={pages} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
