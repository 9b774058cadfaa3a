import { parseRegistry, validateRoutes } from './validate';

describe('parseRegistry', () => {
  it('keeps valid entries and reports a malformed one alone', () => {
    const { entries, problems } = parseRegistry({
      'mf-booking': {
        version: '1',
        entry: '/dist/mf-booking/1/remoteEntry.js',
        routes: [{ path: '/appointment/create', layout: 'default' }],
      },
      'mf-content': { version: '1', entry: '', routes: [] },
    });
    expect(Object.keys(entries)).toEqual(['mf-booking']);
    expect(entries['mf-booking'].previous).toEqual([]);
    expect(problems).toEqual([{ remote: 'mf-content', problem: 'entry URL missing' }]);
  });
  it('rejects an unknown layout', () => {
    const { problems } = parseRegistry({
      x: { version: '1', entry: '/e', routes: [{ path: '/x', layout: 'weird' }] },
    });
    expect(problems[0].problem).toMatch(/routes/);
  });
  it('throws on a document that is not an object', () => {
    expect(() => parseRegistry([])).toThrow(/not a JSON object/);
  });
});

describe('validateRoutes', () => {
  it('accepts a route marked personal, and one without the mark', () => {
    expect(
      validateRoutes([
        { path: '/detail-appointment', layout: 'default', personal: true },
        { path: '/appointment/create', layout: 'default', personal: false },
        { path: '/appointment', layout: 'default' },
      ]),
    ).toBe(true);
  });

  it('rejects a personal mark that is not a boolean', () => {
    expect(validateRoutes([{ path: '/screening/result', layout: 'screening', personal: 'yes' }])).toBe(false);
  });

  it('accepts a route marked eager (its scripts start without a touch), and rejects a mark that is not a boolean', () => {
    expect(validateRoutes([{ path: '/frontdesk', layout: 'full-page', eager: true }])).toBe(true);
    expect(validateRoutes([{ path: '/kiosk', layout: 'full-page', eager: false }])).toBe(true);
    expect(validateRoutes([{ path: '/kiosk', layout: 'full-page', eager: 'load' }])).toBe(false);
  });

  it('keeps the mark through parseRegistry', () => {
    const { entries } = parseRegistry({
      'mf-booking': {
        version: '1',
        entry: '/e.js',
        routes: [{ path: '/appointment/success', layout: 'default', personal: true }],
      },
    });
    expect(entries['mf-booking'].routes[0].personal).toBe(true);
  });
});
