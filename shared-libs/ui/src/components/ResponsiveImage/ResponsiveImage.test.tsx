import { fireEvent, render, screen } from '@testing-library/react';
import { ResponsiveImage } from './ResponsiveImage';

describe('ResponsiveImage', () => {
  it('sets size, lazy loading and async decoding by default', () => {
    render(<ResponsiveImage src="/dokter.webp" alt="dr. Ani, Sp.A" width={320} height={400} />);
    const img = screen.getByRole('img', { name: 'dr. Ani, Sp.A' });
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the LCP image eagerly with high fetch priority', () => {
    render(<ResponsiveImage src="/hero.webp" alt="" width={1200} height={600} fetchPriority="high" />);
    const img = document.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('passes srcSet and sizes through', () => {
    render(
      <ResponsiveImage
        src="/a-640.webp"
        srcSet="/a-640.webp 640w, /a-1280.webp 1280w"
        sizes="(min-width: 40em) 50vw, 100vw"
        alt="Gedung"
        width={640}
        height={360}
      />,
    );
    const img = screen.getByRole('img', { name: 'Gedung' });
    expect(img).toHaveAttribute('srcset', '/a-640.webp 640w, /a-1280.webp 1280w');
    expect(img).toHaveAttribute('sizes', '(min-width: 40em) 50vw, 100vw');
  });

  it('switches to fallbackSrc once when the image fails', () => {
    const onError = jest.fn();
    render(
      <ResponsiveImage
        src="/missing.webp"
        fallbackSrc="/avatar.svg"
        alt="dr. Budi"
        width={96}
        height={96}
        onError={onError}
      />,
    );
    const img = screen.getByRole('img', { name: 'dr. Budi' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/avatar.svg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/avatar.svg');
    expect(onError).toHaveBeenCalledTimes(2);
  });
});
