import { findRouteOwner, parseRegistry, REMOTE_NAMES } from '@hospital/registry';
import { BUNDLED_REGISTRY, fetchRegistry } from './bundledRegistry';

describe('the monolith build registry (benchmark only)', () => {
  it('holds every remote with valid routes, like /registry/remotes.json', async () => {
    expect(Object.keys(BUNDLED_REGISTRY).sort()).toEqual([...REMOTE_NAMES].sort());
    const { entries, problems } = await fetchRegistry();
    expect(problems).toEqual([]);
    expect(parseRegistry(entries).problems).toEqual([]);
  });

  it('gives each path to the same remote as the federated site', () => {
    expect(findRouteOwner(BUNDLED_REGISTRY, '/appointment')?.remote).toBe('mf-doctors');
    expect(findRouteOwner(BUNDLED_REGISTRY, '/appointment/create')?.remote).toBe('mf-booking');
    expect(findRouteOwner(BUNDLED_REGISTRY, '/')?.remote).toBe('mf-content');
    expect(findRouteOwner(BUNDLED_REGISTRY, '/no/such/page')).toBeNull();
  });
});
