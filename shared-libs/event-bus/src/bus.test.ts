import { lastValue, publish, resetBusForTests, subscribe } from './index';

describe('event bus', () => {
  beforeEach(() => resetBusForTests());

  it('delivers typed payloads to subscribers', () => {
    const seen: string[] = [];
    const off = subscribe('booking:completed', (p) => seen.push(p.code));
    publish('booking:completed', {
      code: 'ABCD2345',
      queueNumber: 3,
      doctorName: 'dr. A',
      date: '2026-11-23',
    });
    off();
    publish('booking:completed', {
      code: 'ZZZZ2345',
      queueNumber: 4,
      doctorName: 'dr. A',
      date: '2026-11-23',
    });
    expect(seen).toEqual(['ABCD2345']);
  });

  it('replays the last value of a state topic to a late subscriber', () => {
    publish('locale:changed', { locale: 'en' });
    const seen: string[] = [];
    subscribe('locale:changed', (p) => seen.push(p.locale));
    expect(seen).toEqual(['en']);
    expect(lastValue('locale:changed')).toEqual({ locale: 'en' });
  });

  it('does not replay event topics', () => {
    publish('remote:failed', { remote: 'mf-content', reason: 'x' });
    const handler = jest.fn();
    subscribe('remote:failed', handler);
    expect(handler).not.toHaveBeenCalled();
  });

  it('shares one bus between two copies of the library (state on window)', async () => {
    const handler = jest.fn();
    subscribe('ui:open-call-us', handler);
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const copy = require('./bus') as typeof import('./bus');
      copy.publish('ui:open-call-us', {});
    });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
