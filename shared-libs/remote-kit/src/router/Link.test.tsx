import { createRef, type MouseEvent } from 'react';
import { act, render, screen } from '@testing-library/react';
import { clickPrevented, LocationProbe } from '../testing/routerProbes';
import { createMemoryHistory } from './memoryHistory';
import { Link, type LinkProps } from './Link';
import { Router } from './Router';

function renderLink(props: Partial<LinkProps> = {}, start = '/news') {
  const history = createMemoryHistory([start]);
  render(
    <Router history={history}>
      <Link to="/news/cath-lab?ref=home#top" {...props}>
        Cath lab
      </Link>
      <LocationProbe />
    </Router>,
  );
  return {
    history,
    link: screen.getByRole('link', { name: 'Cath lab' }),
    location: () => screen.getByTestId('location'),
  };
}

describe('Link', () => {
  it('renders a real href and follows a plain left click without a reload', () => {
    const { link, location } = renderLink();
    expect(link).toHaveAttribute('href', '/news/cath-lab?ref=home#top');
    expect(clickPrevented(link)).toBe(true);
    expect(location()).toHaveTextContent('/news/cath-lab?ref=home#top');
  });

  it('adds a history entry', () => {
    const pushed = renderLink();
    clickPrevented(pushed.link);
    act(() => pushed.history.go(-1));
    expect(pushed.location()).toHaveTextContent(/^\/news$/);
  });

  it('replaces the entry with `replace`', () => {
    const { history, link, location } = renderLink({ replace: true }, '/news');
    clickPrevented(link);
    act(() => history.go(-1));
    expect(location()).toHaveTextContent('/news/cath-lab?ref=home#top');
  });

  it('does not add a duplicate entry when it points at the current location', () => {
    const history = createMemoryHistory(['/', '/faq']);
    render(
      <Router history={history}>
        <Link to="/faq">FAQ</Link>
        <LocationProbe />
      </Router>,
    );
    clickPrevented(screen.getByRole('link'));
    act(() => history.go(-1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('passes `state` to the location', () => {
    const { link, location } = renderLink({ state: { from: 'home' } });
    clickPrevented(link);
    expect(location()).toHaveAttribute('data-state', '{"from":"home"}');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    const { link, location } = renderLink();
    expect(clickPrevented(link, init)).toBe(false);
    expect(location()).toHaveTextContent(/^\/news$/);
  });

  it.each([
    ['target="_blank"', { target: '_blank' }, '/news/cath-lab?ref=home#top'],
    ['download', { download: 'file.pdf' }, '/news/cath-lab?ref=home#top'],
    ['an absolute URL', { to: 'https://wa.me/62811' }, 'https://wa.me/62811'],
    ['a protocol-relative URL', { to: '//example.org/x' }, '//example.org/x'],
  ])('leaves a link with %s to the browser', (_name, props, href) => {
    const { link, location } = renderLink(props);
    expect(link).toHaveAttribute('href', href);
    expect(clickPrevented(link)).toBe(false);
    expect(location()).toHaveTextContent(/^\/news$/);
  });

  it('follows a target="_self" link client-side', () => {
    const { link, location } = renderLink({ target: '_self' });
    expect(clickPrevented(link)).toBe(true);
    expect(location()).toHaveTextContent('/news/cath-lab');
  });

  it('runs its onClick first and stays put when that prevents the default', () => {
    const onClick = jest.fn((event: MouseEvent) => event.preventDefault());
    const { link, location } = renderLink({ onClick });
    clickPrevented(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(location()).toHaveTextContent(/^\/news$/);
  });

  it('passes className, aria and data attributes and the ref to the anchor', () => {
    const ref = createRef<HTMLAnchorElement>();
    const { link } = renderLink({ className: 'chip', 'aria-current': 'page', ref, title: 't' });
    expect(link).toHaveClass('chip');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveAttribute('title', 't');
    expect(ref.current).toBe(link);
  });

  it('needs a router above it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Link to="/">Home</Link>)).toThrow(/outside BrowserRouter\/MemoryRouter/);
    jest.mocked(console.error).mockRestore();
  });
});
