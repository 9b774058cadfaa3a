import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchDefaultNavigation } from '../../testing/watchDefaultNavigation';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  let navigation: ReturnType<typeof watchDefaultNavigation>;
  beforeEach(() => {
    navigation = watchDefaultNavigation();
  });
  afterEach(() => navigation.stop());

  it('renders a real link with button classes', () => {
    render(
      <ButtonLink href="/appointment" variant="secondary">
        Cari Dokter
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Cari Dokter' });
    expect(link).toHaveAttribute('href', '/appointment');
    expect(link).toHaveClass('button', 'secondary', 'link');
  });

  it('hands plain clicks to onNavigate instead of reloading the page', async () => {
    const onNavigate = jest.fn();
    render(
      <ButtonLink href="/appointment/create" onNavigate={onNavigate}>
        Buat Janji
      </ButtonLink>,
    );
    await userEvent.click(screen.getByRole('link'));
    expect(onNavigate).toHaveBeenCalledWith('/appointment/create', expect.anything());
    expect(navigation.allowed()).toBe(false);
  });

  it('leaves modified clicks (open in new tab) to the browser', async () => {
    const onNavigate = jest.fn();
    render(
      <ButtonLink href="/news" onNavigate={onNavigate}>
        News
      </ButtonLink>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link'));
    await user.keyboard('{/Control}');
    expect(onNavigate).not.toHaveBeenCalled();
    expect(navigation.allowed()).toBe(true);
  });

  it('leaves target="_blank" links to the browser', async () => {
    const onNavigate = jest.fn();
    render(
      <ButtonLink href="https://wa.me/62" target="_blank" rel="noreferrer" onNavigate={onNavigate}>
        WhatsApp
      </ButtonLink>,
    );
    await userEvent.click(screen.getByRole('link'));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(navigation.allowed()).toBe(true);
  });
});
