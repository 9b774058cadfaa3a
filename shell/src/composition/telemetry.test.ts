import { publish, resetBusForTests } from '@hospital/event-bus';
import type { RegistryDocument } from '@hospital/registry';
import type { VitalsReport } from '@hospital/domain/vitals';
import { useRouteState } from './routeState';
import { startTelemetry } from './telemetry';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

const REGISTRY: RegistryDocument = {
  'mf-content': {
    version: '0.1.0-aaaa',
    entry: '/dist/mf-content/0.1.0-aaaa/remoteEntry.js',
    routes: [{ path: '/', layout: 'default' }],
    previous: [],
  },
  'mf-doctors': {
    version: '0.2.0-bbbb',
    entry: '/dist/mf-doctors/0.2.0-bbbb/remoteEntry.js',
    routes: [{ path: '/doctor', layout: 'default' }],
    previous: [],
  },
};

const beacon = jest.fn((_url: string, _body: string) => true);

function sent(): VitalsReport[] {
  return beacon.mock.calls.map(([, body]) => JSON.parse(body) as VitalsReport);
}

beforeAll(() => {
  resetBusForTests();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  jest.useFakeTimers();
  useRouteState.getState().setRegistry(REGISTRY);
  startTelemetry(new Promise(() => undefined));
});
afterAll(() => jest.useRealTimers());
beforeEach(() => beacon.mockClear());

describe('shell telemetry (docs/decisions.md, "Issue 28 — metrics")', () => {
  it('sends the apps’ troubles with sendBeacon a few seconds later, each with its version', async () => {
    publish('app:trouble', { app: 'mf-doctors', kind: 'mount-failure' });
    publish('app:trouble', { app: 'mf-content', version: '0.1.0-own', kind: 'slot-error' });
    expect(beacon).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(beacon).toHaveBeenCalledWith('/telemetry/vitals', expect.any(String));
    expect(sent()).toEqual([
      {
        entries: [
          // The registry's version when the app did not say; its own build's when it did.
          { app: 'mf-doctors', version: '0.2.0-bbbb', name: 'mount-failure' },
          { app: 'mf-content', version: '0.1.0-own', name: 'slot-error' },
        ],
      },
    ]);
  });

  it('sends what is queued when the page is hidden, and drops an app nobody knows the version of', async () => {
    publish('app:trouble', { app: 'mf-unknown', kind: 'hydration-mismatch' });
    publish('app:trouble', { app: 'mf-content', kind: 'hydration-mismatch' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent()).toEqual([
      { entries: [{ app: 'mf-content', version: '0.1.0-aaaa', name: 'hydration-mismatch' }] },
    ]);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('falls back to fetch with keepalive when the beacon is refused', async () => {
    beacon.mockReturnValueOnce(false);
    const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    publish('app:trouble', { app: 'shell', kind: 'slot-error' });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledWith(
      '/telemetry/vitals',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });
});
