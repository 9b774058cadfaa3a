import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryHistory } from './memoryHistory';
import { Router } from './Router';
import { MemoryRouter } from './MemoryRouter';
import { Route, Routes } from './Routes';
import { useParams } from './context';

function Page({ name }: { name: string }) {
  return <p data-testid="page">{`${name} ${JSON.stringify(useParams())}`}</p>;
}

// Overlapping patterns as in the remotes' routes.json files.
const contentRoutes = [
  '/',
  '/about',
  '/about/management',
  '/about/:slug',
  '/services/igd',
  '/services/paket-mcu/:slug?',
  '/services/:slug',
  '/hospital/:hospitalSlug',
  '/coe/*',
  '/facility-and-services/:slug?',
];

function renderAt(path: string, patterns = contentRoutes) {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {patterns.map((pattern) => (
          <Route key={pattern} path={pattern} element={<Page name={pattern} />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
  const text = container.querySelector('[data-testid="page"]')?.textContent ?? null;
  unmount();
  return text;
}

describe('Routes', () => {
  it.each([
    ['/', '/ {}'],
    ['/about', '/about {}'],
    ['/about/management', '/about/management {}'],
    ['/about/history', '/about/:slug {"slug":"history"}'],
    ['/services/igd', '/services/igd {}'],
    ['/services/radiologi', '/services/:slug {"slug":"radiologi"}'],
    ['/services/paket-mcu', '/services/paket-mcu/:slug? {}'],
    ['/services/paket-mcu/basic', '/services/paket-mcu/:slug? {"slug":"basic"}'],
    [
      '/hospital/medika-hospital-cianjur',
      '/hospital/:hospitalSlug {"hospitalSlug":"medika-hospital-cianjur"}',
    ],
    ['/coe/digestive/endoskopi', '/coe/* {"*":"digestive/endoskopi"}'],
    ['/coe', '/coe/* {"*":""}'],
    ['/facility-and-services', '/facility-and-services/:slug? {}'],
    ['/About/Management/?utm=x', '/about/management {}'],
  ])('renders the most specific route for %s', (path, expected) => {
    expect(renderAt(path)).toBe(expected);
  });

  it('renders nothing for a path no route claims (the shell shows its 404)', () => {
    expect(renderAt('/appointment')).toBeNull();
    expect(renderAt('/about/a/b')).toBeNull();
  });

  it('does not depend on the order of the routes', () => {
    expect(renderAt('/about/management', [...contentRoutes].reverse())).toBe('/about/management {}');
    expect(renderAt('/services/igd', ['/services/:slug', '/services/igd'])).toBe('/services/igd {}');
  });

  it('prefers a param to a splat and the first route on a tie', () => {
    expect(renderAt('/coe/a', ['/coe/*', '/coe/:slug'])).toBe('/coe/:slug {"slug":"a"}');
    expect(renderAt('/x', ['*', '/:a', '/:b'])).toBe('/:a {"a":"x"}');
  });

  it('follows the location and keeps the page mounted when only its params change', () => {
    const history = createMemoryHistory(['/news/a']);
    let mounts = 0;
    function News() {
      const { slug } = useParams();
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p data-testid="news">{slug}</p>;
    }
    const element = <News />;
    render(
      <Router history={history}>
        <Routes>
          <Route path="/news/:slug" element={element} />
          <Route path="/event" element={<p data-testid="event">event</p>} />
        </Routes>
      </Router>,
    );
    act(() => history.navigate('/news/b'));
    expect(screen.getByTestId('news')).toHaveTextContent('b');
    expect(mounts).toBe(1);
    act(() => history.navigate('/event'));
    expect(screen.queryByTestId('news')).toBeNull();
    expect(screen.getByTestId('event')).toBeInTheDocument();
  });
});
