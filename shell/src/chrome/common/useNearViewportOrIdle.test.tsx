import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewportOrIdle } from './useNearViewportOrIdle';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const wanted = useNearViewportOrIdle(ref);
  return <div ref={ref}>{wanted ? 'wanted' : 'waiting'}</div>;
}

type IdleCallback = () => void;

describe('useNearViewportOrIdle', () => {
  let idle: IdleCallback[];
  let observed: ((entries: { isIntersecting: boolean }[]) => void)[];

  beforeEach(() => {
    idle = [];
    observed = [];
    window.requestIdleCallback = jest.fn((cb: IdleCallback) => idle.push(cb)) as never;
    window.cancelIdleCallback = jest.fn();
    window.IntersectionObserver = jest.fn((cb: (entries: { isIntersecting: boolean }[]) => void) => {
      observed.push(cb);
      return { observe: jest.fn(), disconnect: jest.fn() };
    }) as never;
  });

  afterEach(() => {
    delete (window as Partial<typeof window>).requestIdleCallback;
    delete (window as Partial<typeof window>).cancelIdleCallback;
    delete (window as Partial<typeof window>).IntersectionObserver;
  });

  it('waits while the element is far and the page busy, then turns true when the browser is idle', () => {
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    // jsdom's document is complete already: the idle wait starts at once.
    expect(idle).toHaveLength(1);
    act(() => idle[0]());
    expect(screen.getByText('wanted')).toBeInTheDocument();
  });

  it('turns true as soon as the element comes near the viewport', () => {
    render(<Probe />);
    act(() => observed[0]([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => observed[0]([{ isIntersecting: true }]));
    expect(screen.getByText('wanted')).toBeInTheDocument();
  });

  it('is true at once where the browser has neither API', () => {
    delete (window as Partial<typeof window>).IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('wanted')).toBeInTheDocument();
  });
});
