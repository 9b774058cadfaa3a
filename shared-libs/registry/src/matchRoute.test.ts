import { findRouteOwner, matchesPattern } from './matchRoute';
import { RegistryDocument } from './types';

const entry = (routes: [string, string][]) => ({
  version: '1',
  entry: '/x',
  previous: [],
  routes: routes.map(([path, layout]) => ({ path, layout: layout as 'default' })),
});

const registry: RegistryDocument = {
  'mf-doctors': entry([
    ['/appointment', 'default'],
    ['/doctor/:id?', 'default'],
    ['/kiosk', 'full-page'],
  ]),
  'mf-booking': entry([
    ['/appointment/create', 'default'],
    ['/appointment/detail', 'default'],
  ]),
  'mf-content': entry([
    ['/', 'default'],
    ['/about', 'default'],
    ['/about/management', 'default'],
    ['/about/:slug', 'default'],
    ['/services/paket-mcu/:slug?', 'default'],
    ['/services/:slug', 'default'],
  ]),
};

describe('matchesPattern', () => {
  it.each([
    ['/appointment', '/appointment', true],
    ['/appointment', '/appointment/', true],
    ['/appointment', '/appointment/create', false],
    ['/doctor/:id?', '/doctor', true],
    ['/doctor/:id?', '/doctor/12', true],
    ['/doctor/:id?', '/doctor/12/x', false],
    ['/', '/', true],
    ['/', '/x', false],
    ['/coe/*', '/coe/digestive/endoskopi', true],
    ['/news/:slug', '/news?x=1', false],
  ])('%s vs %s -> %s', (pattern, path, expected) => {
    expect(matchesPattern(pattern, path)).toBe(expected);
  });
});

describe('findRouteOwner', () => {
  it('gives /appointment and /appointment/create to different remotes', () => {
    expect(findRouteOwner(registry, '/appointment')?.remote).toBe('mf-doctors');
    expect(findRouteOwner(registry, '/appointment/create')?.remote).toBe('mf-booking');
  });
  it('prefers static segments over params', () => {
    expect(findRouteOwner(registry, '/about/management')?.route.path).toBe('/about/management');
    expect(findRouteOwner(registry, '/about/history')?.route.path).toBe('/about/:slug');
    expect(findRouteOwner(registry, '/services/paket-mcu')?.route.path).toBe('/services/paket-mcu/:slug?');
  });
  it('returns the layout and null for unclaimed paths', () => {
    expect(findRouteOwner(registry, '/kiosk')?.route.layout).toBe('full-page');
    expect(findRouteOwner(registry, '/no/such/page')).toBeNull();
  });
});
