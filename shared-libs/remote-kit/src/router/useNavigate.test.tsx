import { act, render, screen } from '@testing-library/react';
import { LocationProbe } from '../testing/routerProbes';
import { createMemoryHistory } from './memoryHistory';
import { Router } from './Router';
import type { NavigateOptions } from './location';
import { Navigate, useNavigate, type NavigateFunction } from './useNavigate';

function renderWithNavigate(start: string[]) {
  const history = createMemoryHistory(start);
  const navigate: { current?: NavigateFunction } = {};
  function Capture() {
    navigate.current = useNavigate();
    return null;
  }
  render(
    <Router history={history}>
      <Capture />
      <LocationProbe />
    </Router>,
  );
  const go = (to: string | number, options?: NavigateOptions) =>
    act(() => {
      const current = navigate.current as NavigateFunction;
      if (typeof to === 'number') current(to);
      else current(to, options);
    });
  return { go, location: () => screen.getByTestId('location') };
}

describe('useNavigate', () => {
  it('pushes paths with query and hash, and moves back and forward by number', () => {
    const { go, location } = renderWithNavigate(['/screening']);
    go('/screening/result?id=7#advice');
    expect(location()).toHaveTextContent('/screening/result?id=7#advice');
    go(-1);
    expect(location()).toHaveTextContent(/^\/screening$/);
    go(1);
    expect(location()).toHaveTextContent('/screening/result?id=7#advice');
  });

  it('replaces with `replace` and passes `state`', () => {
    const { go, location } = renderWithNavigate(['/', '/registrasi']);
    go('/appointment/create?doctor=1', { replace: true, state: { via: 'registrasi' } });
    expect(location()).toHaveTextContent('/appointment/create?doctor=1');
    expect(location()).toHaveAttribute('data-state', '{"via":"registrasi"}');
    go(-1);
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('resolves a query-only or relative path against the current location', () => {
    const { go, location } = renderWithNavigate(['/appointment?a=1#x']);
    go('?b=2');
    expect(location()).toHaveTextContent(/^\/appointment\?b=2$/);
    go('#list');
    expect(location()).toHaveTextContent(/^\/appointment\?b=2#list$/);
    go('detail');
    expect(location()).toHaveTextContent(/^\/detail$/);
  });

  it('keeps the same function across navigations', () => {
    const history = createMemoryHistory(['/a']);
    const seen = new Set<NavigateFunction>();
    function Capture() {
      seen.add(useNavigate());
      return <LocationProbe />;
    }
    render(
      <Router history={history}>
        <Capture />
      </Router>,
    );
    act(() => history.navigate('/b'));
    expect(screen.getByTestId('location')).toHaveTextContent('/b');
    expect(seen.size).toBe(1);
  });
});

describe('Navigate', () => {
  it('redirects once rendered, replacing the entry', () => {
    const history = createMemoryHistory(['/', '/doctor']);
    render(
      <Router history={history}>
        <Navigate to="/appointment" replace />
        <LocationProbe />
      </Router>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/appointment');
    act(() => history.go(-1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
