import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useInfiniteQuery } from '@hospital/query';
import { PAGE_SIZES } from '@hospital/domain';
import { useApi } from '@hospital/remote-kit';
import type { FakeHandler } from '@hospital/remote-kit/testing';
import { eventsQuery } from '../lib/queries';
import { hospitalEvent, offsetsAsked, pagedAnswer } from '../../testing/fixtures';
import { renderWithApp } from '../../testing/renderWithApp';
import { ListWithLoadMore } from './ListWithLoadMore';

const ALL = Array.from({ length: 12 }, (_, i) => hospitalEvent(i + 1));

function Events() {
  const list = useInfiniteQuery(eventsQuery(useApi()));
  return (
    <ListWithLoadMore
      list={list}
      pageSize={PAGE_SIZES.events}
      itemKey={(item) => item.id}
      renderItem={(item) => <span>{item.name}</span>}
      emptyTitle="Nothing"
      label="Events"
    />
  );
}

/** Answers with `answer` for the calls listed in `failing` (1-based), from the paged list otherwise. */
function failingAt(failing: number[], answer: FakeHandler): FakeHandler {
  let call = 0;
  return (request) => {
    call += 1;
    return failing.includes(call) ? { networkError: true } : answer(request);
  };
}

describe('ListWithLoadMore over an infinite query', () => {
  it('shows 5, then 10, then the rest, and hides "Load more" at the end', async () => {
    const { requests } = renderWithApp(<Events />, {
      lang: 'en',
      api: { 'GET web/events': pagedAnswer(ALL) },
    });
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Showing 5 of 12')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));

    await userEvent.click(screen.getByRole('link', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(12));
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('Acara 12')).toBeInTheDocument();
    expect(offsetsAsked(requests, 'web/events')).toEqual([0, 5, 10]);
    expect(requests.every((r) => r.query.limit === '5')).toBe(true);
  });

  it('shows the empty state for an empty list, and no button', async () => {
    renderWithApp(<Events />, { lang: 'en', api: { 'GET web/events': pagedAnswer([]) } });
    expect(await screen.findByRole('heading', { name: 'Nothing' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
  });

  it('offers a retry when the first page fails', async () => {
    renderWithApp(<Events />, { lang: 'en', api: { 'GET web/events': failingAt([1], pagedAnswer(ALL)) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(5);
  });

  it('keeps the items when "load more" fails, says so, and loads on the next click', async () => {
    const { requests } = renderWithApp(<Events />, {
      lang: 'en',
      api: { 'GET web/events': failingAt([2], pagedAnswer(ALL)) },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong.');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(screen.getByRole('link', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
    expect(offsetsAsked(requests, 'web/events')).toEqual([0, 5, 5]);
  });
});
