import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHrefProvider } from '../../utils/navigation';
import { LoadMoreButton } from './LoadMoreButton';

/** Whether the browser would have followed the link: read after React's handler, then stopped (jsdom cannot navigate). */
function followedClicks(): { followed: boolean[]; stop: () => void } {
  const followed: boolean[] = [];
  const listener = (event: MouseEvent) => {
    followed.push(!event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('click', listener);
  return { followed, stop: () => window.removeEventListener('click', listener) };
}

describe('LoadMoreButton', () => {
  it('is a link to the same page with one more page, in the page language', () => {
    render(
      <SiteHrefProvider value={(path) => `/en${path}`}>
        <LoadMoreButton
          hasMore
          href="/news?category=kesehatan&page=2#page-2"
          onLoadMore={jest.fn()}
          label="Load more"
        />
      </SiteHrefProvider>,
    );
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/en/news?category=kesehatan&page=2#page-2',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('loads the next page in place on a plain click instead of following the link', async () => {
    const onLoadMore = jest.fn();
    const clicks = followedClicks();
    render(<LoadMoreButton hasMore href="/news?page=2" onLoadMore={onLoadMore} label="Muat lebih banyak" />);
    await userEvent.click(screen.getByRole('link', { name: 'Muat lebih banyak' }));
    clicks.stop();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(clicks.followed).toEqual([false]);
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const onLoadMore = jest.fn();
    const clicks = followedClicks();
    render(<LoadMoreButton hasMore href="/news?page=2" onLoadMore={onLoadMore} label="Load more" />);
    fireEvent.click(screen.getByRole('link', { name: 'Load more' }), { ctrlKey: true });
    clicks.stop();
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(clicks.followed).toEqual([true]);
  });

  it('renders nothing when hasMore is false', () => {
    const { container } = render(
      <LoadMoreButton hasMore={false} href="/news?page=2" onLoadMore={jest.fn()} label="Load more" />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a busy, non-repeatable state and announces loading', async () => {
    const onLoadMore = jest.fn();
    const clicks = followedClicks();
    render(
      <LoadMoreButton
        hasMore
        loading
        href="/news?page=2"
        onLoadMore={onLoadMore}
        label="Load more"
        loadingLabel="Loading…"
      />,
    );
    const link = screen.getByRole('link', { name: 'Load more' });
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await userEvent.click(link);
    clicks.stop();
    expect(onLoadMore).not.toHaveBeenCalled();
    // Neither loaded again nor followed: the page being loaded stays the one asked for.
    expect(clicks.followed).toEqual([false]);
  });

  it('hides after the last page and moves focus to focusWhenDoneRef', async () => {
    function NewsList() {
      const [pages, setPages] = useState(1);
      const headingRef = useRef<HTMLHeadingElement>(null);
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1}>
            Berita
          </h2>
          <p>{pages * 5} berita</p>
          <LoadMoreButton
            hasMore={pages < 2}
            href={`/news?page=${pages + 1}`}
            onLoadMore={() => setPages((p) => p + 1)}
            label="Muat lebih banyak"
            focusWhenDoneRef={headingRef}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<NewsList />);
    await user.click(screen.getByRole('link', { name: 'Muat lebih banyak' }));
    expect(screen.getByText('10 berita')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Berita' })).toHaveFocus();
  });
});
