import { resetBusForTests } from '@hospital/event-bus';
import type { VitalsReport } from '@hospital/domain/vitals';
import { useRouteState } from './routeState';
import { startTelemetry, uncaughtErrorOwner } from './telemetry';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

const beacon = jest.fn((_url: string, _body: string) => true);
const entries = () => beacon.mock.calls.flatMap(([, body]) => (JSON.parse(body) as VitalsReport).entries);

/** An error as a browser gives it: thrown by code of the script at `url`. */
function thrownIn(url: string, message = 'broken'): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at onClick (${url}:1:2345)\n    at https://medika.example/dist/shell/9.9.9-caller/main.js:1:10`;
  return error;
}

beforeAll(() => {
  resetBusForTests();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  jest.useFakeTimers();
  useRouteState.getState().setRegistry({
    'mf-content': {
      version: '0.1.0-aaaa',
      entry: '/dist/mf-content/0.1.0-aaaa/remoteEntry.js',
      routes: [{ path: '/', layout: 'default' }],
      previous: [],
    },
  });
  startTelemetry(new Promise(() => undefined));
});
afterAll(() => jest.useRealTimers());
beforeEach(() => beacon.mockClear());

describe('uncaught errors (docs/decisions.md, "Issue 28 — the shell\'s own errors")', () => {
  it('names the app and version whose build threw, from the frame that threw, else the script', () => {
    expect(uncaughtErrorOwner(thrownIn('https://cdn.example/dist/shell/1.2.0-abc/main.7f.js'))).toEqual({
      app: 'shell',
      version: '1.2.0-abc',
    });
    expect(uncaughtErrorOwner(thrownIn('/dist/mf-content/0.1.0-aaaa/__federation_expose_app.js'))).toEqual({
      app: 'mf-content',
      version: '0.1.0-aaaa',
    });
    expect(uncaughtErrorOwner('a string', 'https://medika.example/dist/shell/1.2.0-abc/main.js')).toEqual({
      app: 'shell',
      version: '1.2.0-abc',
    });
    // An extension's, another site's or an inline script's: nobody's canary.
    expect(uncaughtErrorOwner(new TypeError('x'), 'chrome-extension://abc/content.js')).toBeNull();
    expect(uncaughtErrorOwner(undefined, '')).toBeNull();
  });

  it('sends the shell’s uncaught errors and rejections with its version, a remote’s as its own, nothing else', async () => {
    window.dispatchEvent(
      new ErrorEvent('error', { error: thrownIn('/dist/shell/1.2.0-abc/main.js'), message: 'broken' }),
    );
    const rejection = Object.assign(new Event('unhandledrejection'), {
      reason: thrownIn('/dist/shell/1.2.0-abc/chrome.js'),
    });
    window.dispatchEvent(rejection);
    window.dispatchEvent(
      new ErrorEvent('error', { error: thrownIn('/dist/mf-content/0.1.0-aaaa/page.js'), message: 'x' }),
    );
    // An app this site does not serve, an extension: the endpoint would refuse the whole report.
    window.dispatchEvent(
      new ErrorEvent('error', { error: thrownIn('/dist/mf-unknown/1.0.0/page.js'), message: 'x' }),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'x', filename: 'chrome-extension://a/b.js' }));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(entries()).toEqual([
      { app: 'shell', version: '1.2.0-abc', name: 'slot-error' },
      { app: 'shell', version: '1.2.0-abc', name: 'slot-error' },
      { app: 'mf-content', version: '0.1.0-aaaa', name: 'slot-error' },
    ]);
  });

  it('stops reporting after ten on one page (an error in a loop)', async () => {
    for (let i = 0; i < 30; i++)
      window.dispatchEvent(
        new ErrorEvent('error', { error: thrownIn('/dist/shell/1.2.0-abc/main.js'), message: 'loop' }),
      );
    await jest.advanceTimersByTimeAsync(5_000);
    // Three were sent by the test before.
    expect(entries()).toHaveLength(7);
  });
});
