import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMoreButton } from './LoadMoreButton';

describe('LoadMoreButton', () => {
  it('calls onLoadMore when there is more', async () => {
    const onLoadMore = jest.fn();
    render(<LoadMoreButton hasMore onLoadMore={onLoadMore} label="Muat lebih banyak" />);
    await userEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when hasMore is false', () => {
    const { container } = render(<LoadMoreButton hasMore={false} onLoadMore={jest.fn()} label="Load more" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a busy, non-repeatable state and announces loading', async () => {
    const onLoadMore = jest.fn();
    render(
      <LoadMoreButton hasMore loading onLoadMore={onLoadMore} label="Load more" loadingLabel="Loading…" />,
    );
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await userEvent.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
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
            onLoadMore={() => setPages((p) => p + 1)}
            label="Muat lebih banyak"
            focusWhenDoneRef={headingRef}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<NewsList />);
    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    expect(screen.getByText('10 berita')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Berita' })).toHaveFocus();
  });
});
