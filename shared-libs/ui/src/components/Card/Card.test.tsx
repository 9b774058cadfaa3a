import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchDefaultNavigation } from '../../testing/watchDefaultNavigation';
import { Card } from './Card';

describe('Card', () => {
  it('renders an article with a heading at the requested level', () => {
    render(
      <Card title="Paket MCU Dasar" headingLevel={2}>
        <p>Pemeriksaan lengkap</p>
      </Card>,
    );
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Paket MCU Dasar' })).toBeInTheDocument();
  });

  it('reserves the media box by aspect ratio to avoid layout shift', () => {
    const { container } = render(
      <Card
        title="dr. Ani"
        media={<img src="/ani.webp" alt="" width={320} height={240} />}
        mediaWidth={320}
        mediaHeight={240}
      />,
    );
    const media = container.querySelector('.media') as HTMLElement;
    expect(media.style.aspectRatio).toBe('320 / 240');
    expect(media.querySelector('img')).toBeInTheDocument();
  });

  it('makes the title a link that can navigate client-side', async () => {
    const navigation = watchDefaultNavigation();
    const onNavigate = jest.fn();
    render(<Card title="Berita terbaru" href="/news/berita-terbaru" onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Berita terbaru' });
    expect(link).toHaveAttribute('href', '/news/berita-terbaru');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/news/berita-terbaru', expect.anything());
    expect(navigation.allowed()).toBe(false);
    navigation.stop();
  });
});
