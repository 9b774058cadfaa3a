import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListResult } from '@hospital/api-client';
import { PAGE_SIZES } from '@hospital/domain';
import { usePagedList } from '../hooks/usePagedList';
import { renderPage } from '../testing/render';
import { ListWithLoadMore } from './ListWithLoadMore';

interface Item {
  id: number;
  name: string;
}

const ALL: Item[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Article ${i + 1}` }));

function fakeApi(total: Item[]) {
  return jest.fn(async ({ offset, limit }: { offset: number; limit: number }): Promise<ListResult<Item>> => ({
    results: total.slice(offset, offset + limit),
    count: total.length,
  }));
}

function List({ load }: { load: ReturnType<typeof fakeApi> }) {
  const list = usePagedList<Item>('test', PAGE_SIZES.news, (page) => load(page));
  return (
    <ListWithLoadMore
      list={list}
      pageSize={PAGE_SIZES.news}
      itemKey={(item) => item.id}
      renderItem={(item) => <span>{item.name}</span>}
      emptyTitle="Nothing"
      label="Articles"
    />
  );
}

describe('ListWithLoadMore with usePagedList', () => {
  it('shows 5, then 10, then the rest, and hides "Load more" at the end', async () => {
    const load = fakeApi(ALL);
    renderPage(<List load={load} />);
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Showing 5 of 12')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
    expect(load).toHaveBeenLastCalledWith({ offset: 5, limit: 5 });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('Article 12')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shows the empty state for an empty list, and no button', async () => {
    renderPage(<List load={fakeApi([])} />);
    expect(await screen.findByRole('heading', { name: 'Nothing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers a retry when the first page fails', async () => {
    const load = fakeApi(ALL);
    load.mockRejectedValueOnce(new Error('down'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage(<List load={load} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(5);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
