import { act, render, screen } from '@testing-library/react';
import { LocationProbe } from '../testing/routerProbes';
import { createMemoryHistory } from './memoryHistory';
import { Router } from './Router';
import { useSearchParams, type SetSearchParams } from './useSearchParams';

function renderSearch(start: string[]) {
  const history = createMemoryHistory(start);
  const hook: { params?: URLSearchParams; set?: SetSearchParams } = {};
  function Capture() {
    [hook.params, hook.set] = useSearchParams();
    return <LocationProbe />;
  }
  render(
    <Router history={history}>
      <Capture />
    </Router>,
  );
  const set = (...args: Parameters<SetSearchParams>) => act(() => (hook.set as SetSearchParams)(...args));
  return { history, hook, set, location: () => screen.getByTestId('location') };
}

describe('useSearchParams', () => {
  it('reads the query of the location', () => {
    const { hook } = renderSearch(['/appointment?hospital=1&day=2']);
    expect(hook.params?.get('hospital')).toBe('1');
    expect(hook.params?.get('day')).toBe('2');
  });

  it('accepts a record, pairs (for repeated keys), a string or URLSearchParams, and drops the hash', () => {
    const { set, location, hook } = renderSearch(['/news?category=1#list']);
    set({ category: '2' });
    expect(location()).toHaveTextContent(/^\/news\?category=2$/);
    set([
      ['tag', 'a'],
      ['tag', 'b'],
    ]);
    expect(location()).toHaveTextContent(/^\/news\?tag=a&tag=b$/);
    expect(hook.params?.getAll('tag')).toEqual(['a', 'b']);
    set('q=jantung anak');
    expect(location()).toHaveTextContent(/^\/news\?q=jantung\+anak$/);
    set(new URLSearchParams({ page: '3' }));
    expect(location()).toHaveTextContent(/^\/news\?page=3$/);
    set({});
    expect(location()).toHaveTextContent(/^\/news$/);
  });

  it('gives an updater function the current query, so updates in a row build on each other', () => {
    const { hook, location } = renderSearch(['/appointment/create?doctor=4']);
    act(() => {
      const set = hook.set as SetSearchParams;
      set((previous) => {
        previous.set('step', '2');
        return previous;
      });
      set((previous) => {
        previous.delete('doctor');
        return previous;
      });
    });
    expect(location()).toHaveTextContent(/^\/appointment\/create\?step=2$/);
  });

  it('adds a history entry, or replaces it with `replace`', () => {
    const { set, history, location } = renderSearch(['/rooms-and-rate']);
    set({ hospital: '1' });
    set({ hospital: '2' }, { replace: true });
    expect(location()).toHaveTextContent('/rooms-and-rate?hospital=2');
    act(() => history.go(-1));
    expect(location()).toHaveTextContent(/^\/rooms-and-rate$/);
  });

  it('keeps the same params object while the query is unchanged', () => {
    const { hook, history } = renderSearch(['/a?x=1']);
    const first = hook.params;
    act(() => history.navigate('/a?x=1#h'));
    expect(hook.params).toBe(first);
    act(() => history.navigate('/a?x=2'));
    expect(hook.params).not.toBe(first);
  });
});
