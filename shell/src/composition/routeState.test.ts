import { lastValue, resetBusForTests } from '@hospital/event-bus';
import { ownerOf, presetLayout, useRouteState } from './routeState';

const entry = (routes: [string, 'default' | 'full-page' | 'screening' | 'event'][]) => ({
  version: '1',
  entry: '/e.js',
  previous: [],
  routes: routes.map(([path, layout]) => ({ path, layout })),
});

describe('route state', () => {
  beforeEach(() => {
    resetBusForTests();
    useRouteState.getState().setRegistry({
      'mf-doctors': entry([
        ['/appointment', 'default'],
        ['/kiosk', 'full-page'],
      ]),
      'mf-screening': entry([['/screening', 'screening']]),
    });
  });

  it('finds the owner and the layout of a path and publishes the layout', () => {
    useRouteState.getState().sync('/kiosk');
    expect(useRouteState.getState().owner).toBe('mf-doctors');
    expect(useRouteState.getState().layout).toBe('full-page');
    expect(lastValue('layout:changed')).toEqual({ layout: 'full-page' });
    useRouteState.getState().sync('/screening');
    expect(lastValue('layout:changed')).toEqual({ layout: 'screening' });
  });

  it('gives unclaimed paths no owner and the default layout (the 404 page)', () => {
    useRouteState.getState().sync('/nowhere');
    expect(useRouteState.getState().owner).toBeNull();
    expect(useRouteState.getState().layout).toBe('default');
    expect(ownerOf('/nowhere')).toBeNull();
    expect(ownerOf('/appointment')).toBe('mf-doctors');
  });

  it('reads English paths without their /en prefix, as routes.json patterns are written', () => {
    useRouteState.getState().sync('/en/kiosk');
    expect(useRouteState.getState()).toMatchObject({
      pathname: '/kiosk',
      owner: 'mf-doctors',
      layout: 'full-page',
    });
    useRouteState.getState().sync('/en');
    expect(useRouteState.getState()).toMatchObject({ pathname: '/', owner: null, layout: 'default' });
    expect(ownerOf('/en/screening')).toBe('mf-screening');
    expect(ownerOf('/en/nowhere')).toBeNull();
  });

  it('announces a new page even when its layout is the same as the previous one', () => {
    useRouteState.getState().sync('/appointment');
    const seen: string[] = [];
    const stop = useRouteState.subscribe((state) => seen.push(state.pathname));
    resetBusForTests();
    useRouteState.getState().sync('/nowhere');
    expect(lastValue('layout:changed')).toEqual({ layout: 'default' });
    expect(seen).toEqual(['/nowhere']);
    stop();
  });

  it('keeps the layout the server rendered until the registry is read', () => {
    presetLayout('event');
    expect(useRouteState.getState().layout).toBe('event');
  });
});
