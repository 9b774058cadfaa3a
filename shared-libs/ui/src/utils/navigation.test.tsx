import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { ButtonLink } from '../components/ButtonLink/ButtonLink';
import { watchDefaultNavigation } from '../testing/watchDefaultNavigation';
import { SiteHrefProvider, useSiteHref } from './navigation';

const english = (path: string) => (path.startsWith('/') ? `/en${path === '/' ? '' : path}` : path);

describe('SiteHrefProvider', () => {
  let navigation: ReturnType<typeof watchDefaultNavigation>;
  beforeEach(() => {
    navigation = watchDefaultNavigation();
  });
  afterEach(() => navigation.stop());

  it('gives the links of the kit the href of the page’s language, and onNavigate the plain path', async () => {
    const onNavigate = jest.fn();
    render(
      <SiteHrefProvider value={english}>
        <ButtonLink href="/appointment/create" onNavigate={onNavigate}>
          Book
        </ButtonLink>
        <Breadcrumbs
          label="Breadcrumbs"
          onNavigate={onNavigate}
          items={[
            { label: 'Home', href: '/' },
            { label: 'Doctors', href: '/appointment' },
            { label: 'dr. Budi' },
          ]}
        />
      </SiteHrefProvider>,
    );
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('href', '/en/appointment/create');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Doctors' })).toHaveAttribute('href', '/en/appointment');
    await userEvent.click(screen.getByRole('link', { name: 'Book' }));
    expect(onNavigate).toHaveBeenCalledWith('/appointment/create', expect.anything());
  });

  it('leaves hrefs as they are without a provider', () => {
    function Probe() {
      return <p>{useSiteHref()('/news')}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('/news')).toBeInTheDocument();
  });
});
