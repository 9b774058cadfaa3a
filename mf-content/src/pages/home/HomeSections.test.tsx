import { act, screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/render';
import HomeSections from './HomeSections';

const never = () => new Promise<never>(() => undefined);
const api = {
  listPages: jest.fn(never),
  listPromos: jest.fn(never),
  listServicePackages: jest.fn(never),
  listArticles: jest.fn(never),
  listEvents: jest.fn(never),
  listPartnersGroupedByIndustry: jest.fn(never),
};
jest.mock('../../api/contentApi', () => ({ contentApi: () => api }));

/** An IntersectionObserver that never reports the sections near the viewport. */
class FarAwayObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockClear());
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FarAwayObserver,
  });
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('below the fold, every section shows its heading and link at once but fetches nothing yet', () => {
  renderPage(<HomeSections />);
  expect(screen.getByRole('heading', { name: 'Centres of Excellence' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Current promotions' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Latest news and articles' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /See all/ }).length).toBeGreaterThanOrEqual(5);
  for (const fn of Object.values(api)) expect(fn).not.toHaveBeenCalled();
});

test('keyboard focus entering a section fetches its data (Tab reaches sections, not the footer)', () => {
  renderPage(<HomeSections />);
  const promotions = screen.getByRole('heading', { name: 'Current promotions' }).closest('section');
  expect(promotions).not.toBeNull();
  act(() =>
    within(promotions as HTMLElement)
      .getByRole('link', { name: /See all/ })
      .focus(),
  );
  expect(api.listPromos).toHaveBeenCalledTimes(1);
  expect(api.listArticles).not.toHaveBeenCalled();
});
