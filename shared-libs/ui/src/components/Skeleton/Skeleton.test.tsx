import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and has fixed dimensions', () => {
    const { container } = render(<Skeleton width={320} height={180} />);
    const shape = container.firstElementChild as HTMLElement;
    expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(shape).toHaveStyle({ width: '320px', height: '180px' });
    expect(shape).toHaveClass('shape', 'block');
  });

  it('draws a square circle from one dimension', () => {
    const { container } = render(<Skeleton variant="circle" width={64} />);
    expect(container.firstElementChild).toHaveStyle({ width: '64px', height: '64px' });
    expect(container.firstElementChild).toHaveClass('circle');
  });

  it('draws the requested number of text lines, the last one shorter', () => {
    const { container } = render(<Skeleton variant="text" lines={3} width="20rem" />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper).toHaveAttribute('aria-hidden', 'true');
    expect(wrapper).toHaveStyle({ width: '20rem' });
    const rows = wrapper.querySelectorAll('.text');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveStyle({ width: '60%' });
  });

  it('gives a block a default size so it never collapses', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveStyle({ width: '100%', height: '120px' });
  });

  it('reserves space by aspect ratio for fluid images', () => {
    const { container } = render(<Skeleton aspectRatio="16 / 9" />);
    const shape = container.firstElementChild as HTMLElement;
    expect(shape.style.aspectRatio).toBe('16 / 9');
    expect(shape.style.height).toBe('');
  });

  it('puts no style attribute in server HTML (the CSP refuses them)', () => {
    const html = renderToString(
      <>
        <Skeleton width={320} height={180} />
        <Skeleton variant="text" lines={3} width="20rem" />
        <Skeleton variant="circle" width={64} />
        <Skeleton aspectRatio="16 / 9" />
      </>,
    );
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('style=');
  });
});
