import { act, render, screen } from '@testing-library/react';
import { useLocation, useNavigate, Route, Routes } from 'react-router-dom';
import { createSiteHistory, SiteBrowserRouter } from './SiteBrowserRouter';

// single-spa's answer to a pushState: a popstate naming the entry the browser is now at.
function singleSpaPopstate() {
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

describe('createSiteHistory', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it("passes on its own push once, and not single-spa's echo of it", () => {
    const history = createSiteHistory();
    const updates: string[] = [];
    const stop = history.listen(({ action, location }) =>
      updates.push(`${action} ${location.pathname}${location.search}`),
    );
    history.push('/appointment/create?step=2');
    singleSpaPopstate();
    expect(updates).toEqual(['PUSH /appointment/create?step=2']);
    stop();
  });

  it("passes on another app's navigation and the browser's Back", async () => {
    const history = createSiteHistory();
    const updates: string[] = [];
    const stop = history.listen(({ action, location }) => updates.push(`${action} ${location.pathname}`));
    history.push('/news');
    // Another app (the shell's menu) pushes without this history, then single-spa tells every router.
    window.history.pushState(null, '', '/appointment');
    singleSpaPopstate();
    singleSpaPopstate();
    const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await back;
    expect(updates).toEqual(['PUSH /news', 'POP /appointment', 'POP /news']);
    stop();
  });

  it('passes on a pop to another entry of the same address', async () => {
    const history = createSiteHistory();
    const updates: string[] = [];
    const stop = history.listen(({ action, location }) =>
      updates.push(`${action} ${location.key === 'default'}`),
    );
    history.push('/news');
    history.push('/news');
    const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await back;
    expect(updates).toHaveLength(3);
    expect(updates[2]).toBe('POP false');
    stop();
  });
});

describe('SiteBrowserRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it("renders a push once: single-spa's echo renders no reader of the location again", () => {
    let renders = 0;
    let navigate: ReturnType<typeof useNavigate> = () => undefined;
    function Reader() {
      renders += 1;
      navigate = useNavigate();
      return <p>{useLocation().search || 'none'}</p>;
    }
    render(
      <SiteBrowserRouter>
        <Routes>
          <Route path="*" element={<Reader />} />
        </Routes>
      </SiteBrowserRouter>,
    );
    const before = renders;
    act(() => navigate('/?step=2'));
    expect(screen.getByText('?step=2')).toBeTruthy();
    const afterPush = renders;
    expect(afterPush).toBeGreaterThan(before);
    act(() => singleSpaPopstate());
    expect(renders).toBe(afterPush);
  });
});
