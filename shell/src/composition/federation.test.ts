import type { RegistryDocument } from '@hospital/registry';
import { fallBackToStable } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.spyOn(console, 'warn').mockImplementation(() => undefined);

// docs/decisions.md, "Issue 28 — canary": a visitor whose browser could not run a canary stays on stable
// for that canary version, on the next pages too (the site server reads this cookie).
const registry = {
  'mf-doctors': {
    version: 'd2',
    entry: '/dist/mf-doctors/d2/remoteEntry.js',
    routes: [],
    fallback: '/dist/mf-doctors/d1/remoteEntry.js',
  },
  'mf-content': {
    version: 'c2',
    entry: '/dist/mf-content/c2/remoteEntry.js',
    routes: [],
    fallback: '/dist/mf-content/c1/remoteEntry.js',
  },
  'mf-booking': { version: 'b1', entry: '/dist/mf-booking/b1/remoteEntry.js', routes: [] },
} as unknown as RegistryDocument;

it('a canary that failed is replaced by stable once, and the visitor is kept on stable for that version', () => {
  expect(fallBackToStable('mf-doctors', registry)).toBe(true);
  expect(fallBackToStable('mf-doctors', registry)).toBe(false);
  expect(fallBackToStable('mf-content', registry)).toBe(true);
  expect(document.cookie).toBe('mf_stable=mf-doctors@d2|mf-content@c2');
  // A stable remote has nothing to fall back to, and is not written down.
  expect(fallBackToStable('mf-booking', registry)).toBe(false);
  expect(document.cookie).toBe('mf_stable=mf-doctors@d2|mf-content@c2');
});
