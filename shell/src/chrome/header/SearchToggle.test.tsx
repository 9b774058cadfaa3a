import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailedNotice } from '../lazy/LoadFailedNotice';
import { useLoadFailureStore } from '../lazy/loadFailureStore';
import { deferredChunk, type DeferredChunk } from '../testing/deferredChunk';
import { renderChrome } from '../testing/renderChrome';
import { SearchToggle } from './SearchToggle';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('./searchFormChunk', () => ({ searchFormChunk: null }));

type SearchModule = typeof import('./SearchForm');
const chunkModule: { searchFormChunk: unknown } = jest.requireMock('./searchFormChunk');
const realSearch = jest.requireActual<SearchModule>('./SearchForm');

const toggle = () => screen.getByRole('button', { name: /pencarian/ });

function renderToggle() {
  return renderChrome(
    <>
      <SearchToggle pathname="/" />
      <LoadFailedNotice />
    </>,
  );
}

describe('SearchToggle with the field downloaded on demand', () => {
  let search: DeferredChunk<SearchModule>;
  beforeEach(() => {
    search = deferredChunk<SearchModule>();
    chunkModule.searchFormChunk = search.chunk;
    useLoadFailureStore.setState({ chunk: null });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('warms on focus, is busy until the field is in, then shows it focused', async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.tab();
    expect(toggle()).toHaveFocus();
    expect(search.importer).toHaveBeenCalledTimes(1);

    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-busy', 'true');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    await search.finish(realSearch);
    expect(screen.getByRole('searchbox', { name: 'Cari di situs' })).toHaveFocus();
    expect(toggle()).toHaveAccessibleName('Tutup pencarian');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });

  it('a failed download closes the row again and says so', async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.click(toggle());
    await search.fail();
    expect(toggle()).not.toHaveAttribute('aria-busy');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Periksa koneksi Anda lalu coba lagi.');
  });
});
