import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTER_FUTURE } from '@hospital/router';
import { MemoryRouter } from '@hospital/router/testing';
import { LocationProbe } from '../testing/routerProbes';
import { LoadMoreLink } from './LoadMoreLink';
import { MAX_SHOWN_PAGES } from './shownPages';

const loaded = (pages: number) =>
  Promise.resolve({ isError: false, data: { pages: Array.from({ length: pages }) } });

function serverHtml(shown: number): string {
  return renderToString(
    <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/news?category=kesehatan']}>
      <LoadMoreLink hasMore shown={shown} fetchNextPage={() => loaded(shown + 1)} label="Load more" />
    </MemoryRouter>,
  );
}

describe('LoadMoreLink', () => {
  it("renders the server's link to one more page, keeping the other parameters", () => {
    expect(serverHtml(2)).toContain('href="/news?category=kesehatan&amp;page=3#page-3"');
  });

  it('renders no link on the server past the most pages it renders (following it would change nothing)', () => {
    expect(serverHtml(MAX_SHOWN_PAGES - 1)).toContain(`page=${MAX_SHOWN_PAGES}#`);
    expect(serverHtml(MAX_SHOWN_PAGES)).not.toContain('<a');
  });

  it('in the browser loads in place past the most pages too, and records the count', async () => {
    const fetchNextPage = jest.fn(() => loaded(MAX_SHOWN_PAGES + 1));
    render(
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={[`/news?page=${MAX_SHOWN_PAGES}`]}>
        <LoadMoreLink hasMore shown={MAX_SHOWN_PAGES} fetchNextPage={fetchNextPage} label="Load more" />
        <LocationProbe />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/news?page=${MAX_SHOWN_PAGES + 1}`),
    );
  });

  it('records nothing when the next page failed', async () => {
    render(
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/news']}>
        <LoadMoreLink
          hasMore
          shown={1}
          fetchNextPage={() => Promise.resolve({ isError: true, data: { pages: [1] } })}
          label="Load more"
        />
        <LocationProbe />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Load more' }));
    await Promise.resolve();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/news$/);
  });

  it('records nothing when the list went while its page loaded (another page, a new search)', async () => {
    let arrive: (result: { isError: boolean; data: { pages: unknown[] } }) => void = () => undefined;
    const next = new Promise<{ isError: boolean; data: { pages: unknown[] } }>((resolve) => {
      arrive = resolve;
    });
    function List() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown && <LoadMoreLink hasMore shown={1} fetchNextPage={() => next} label="Load more" />}
          <button type="button" onClick={() => setShown(false)}>
            elsewhere
          </button>
          <LocationProbe />
        </>
      );
    }
    render(
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/news?category=kesehatan']}>
        <List />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Load more' }));
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    await act(async () => arrive({ isError: false, data: { pages: [1, 2] } }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/news\?category=kesehatan$/);
  });
});
