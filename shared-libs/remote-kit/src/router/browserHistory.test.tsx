import { act, render, screen } from '@testing-library/react';
import { clickPrevented, LocationProbe } from '../testing/routerProbes';
import { BrowserRouter } from './Router';
import { browserHistory } from './browserHistory';
import { Link } from './Link';
import { Route, Routes } from './Routes';
import { useParams } from './context';

function Doctor() {
  return <p data-testid="doctor">{useParams().id ?? 'search'}</p>;
}

function renderApp() {
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="/doctor/:id?" element={<Doctor />} />
      </Routes>
      <Link to="/doctor/7">Dr. 7</Link>
      <LocationProbe />
    </BrowserRouter>,
  );
}

const location = () => screen.getByTestId('location');

describe('BrowserRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/doctor'));

  it('reads the page URL', () => {
    window.history.replaceState({ from: 'shell' }, '', '/doctor/3?lang=en#bio');
    renderApp();
    expect(screen.getByTestId('doctor')).toHaveTextContent('3');
    expect(location()).toHaveTextContent('/doctor/3?lang=en#bio');
    expect(location()).toHaveAttribute('data-state', '{"from":"shell"}');
  });

  it('follows a navigation by someone else, announced by popstate (single-spa, back/forward)', () => {
    renderApp();
    expect(screen.getByTestId('doctor')).toHaveTextContent('search');
    act(() => {
      window.history.pushState(null, '', '/doctor/12');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(screen.getByTestId('doctor')).toHaveTextContent('12');
    expect(location()).toHaveTextContent('/doctor/12');
  });

  it('does not see URL changes until popstate announces them', () => {
    renderApp();
    act(() => window.history.pushState(null, '', '/doctor/99'));
    expect(screen.getByTestId('doctor')).toHaveTextContent('search');
  });

  it('updates at once after its own navigation, before any popstate', () => {
    renderApp();
    const before = window.history.length;
    expect(clickPrevented(screen.getByRole('link', { name: 'Dr. 7' }))).toBe(true);
    expect(window.location.pathname).toBe('/doctor/7');
    expect(window.history.length).toBe(before + 1);
    expect(screen.getByTestId('doctor')).toHaveTextContent('7');
  });

  it('uses replaceState for `replace` and pushState otherwise', () => {
    const push = jest.spyOn(window.history, 'pushState');
    const replace = jest.spyOn(window.history, 'replaceState');
    act(() => browserHistory.navigate('/doctor/1', { state: { a: 1 } }));
    act(() => browserHistory.navigate('?lang=en', { replace: true }));
    expect(push).toHaveBeenCalledWith({ a: 1 }, '', '/doctor/1');
    expect(replace).toHaveBeenCalledWith(null, '', '/doctor/1?lang=en');
    push.mockRestore();
    replace.mockRestore();
  });

  it('stops listening once unmounted', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    renderApp().unmount();
    expect(remove).toHaveBeenCalledWith('popstate', expect.any(Function));
    remove.mockRestore();
  });

  it('keeps the same location object while nothing changes', () => {
    expect(browserHistory.location()).toBe(browserHistory.location());
  });
});
