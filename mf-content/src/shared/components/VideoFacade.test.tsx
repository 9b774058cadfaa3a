import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../testing/renderWithApp';
import { embedUrl, VideoFacade } from './VideoFacade';

describe('VideoFacade', () => {
  it('shows only the poster until the visitor asks for the player', async () => {
    const { container } = renderWithApp(
      <VideoFacade youtubeId="mdkEndosk05" poster="/poster.svg" title="Endoscopy" />,
      { lang: 'en' },
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/poster.svg');
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Endoscopy' }));
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/mdkEndosk05?autoplay=1&rel=0',
    );
    expect(frame).toHaveAttribute('title', 'Endoscopy');
  });

  it('uses the only frame origin the CSP allows and encodes the id', () => {
    expect(embedUrl('a/b?c')).toBe('https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1&rel=0');
  });
});
