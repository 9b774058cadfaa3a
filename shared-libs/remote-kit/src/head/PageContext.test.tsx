import { screen } from '@testing-library/react';
import { useQuery } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import { Link } from '@hospital/router';
import { ButtonLink } from '@hospital/ui';
import { useApi } from '../data/ApiContext';
import { listAnswer, renderWithRemote } from '../testing';
import { Redirect, useRenderTime, useSiteOrigin } from './PageContext';

const texts = { namespace: 'mf-test', id: { hello: 'Halo' }, en: { hello: 'Hello' } };

describe('the page environment in the browser', () => {
  it('Redirect replaces the location with the path, inside the language of the page', () => {
    renderWithRemote(<Redirect to="/appointment" permanent />, { texts, lang: 'en', route: '/doctor' });
    expect(screen.getByTestId('location')).toHaveTextContent('/appointment');
  });

  it('gives the render time and the site origin it was given', () => {
    function Probe() {
      return (
        <p>
          {useRenderTime()} {useSiteOrigin()}
        </p>
      );
    }
    renderWithRemote(<Probe />, { texts, now: 1_790_000_000_000 });
    expect(screen.getByText('1790000000000 http://site.test')).toBeInTheDocument();
  });
});

describe('renderWithRemote', () => {
  function Page() {
    const { t } = useTranslation();
    const api = useApi();
    const menu = useQuery({ queryKey: ['menu'], queryFn: () => api.getMenu() });
    return (
      <>
        <h1>{t('hello')}</h1>
        <p>{menu.data ? `${menu.data.count} menu` : '…'}</p>
        <Link to="/news">router link</Link>
        <ButtonLink href="/news">kit link</ButtonLink>
      </>
    );
  }

  it("renders in the page's language, links under its prefix, API calls in that language", async () => {
    const { requests } = renderWithRemote(<Page />, {
      texts,
      lang: 'en',
      route: '/doctor/1',
      api: { 'GET web/menu': listAnswer([{ id: 1 }]) },
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Hello');
    expect(await screen.findByText('1 menu')).toBeInTheDocument();
    expect(requests).toEqual([
      expect.objectContaining({ method: 'GET', path: 'web/menu', query: { lang: 'en' } }),
    ]);
    expect(screen.getByRole('link', { name: 'router link' })).toHaveAttribute('href', '/en/news');
    expect(screen.getByRole('link', { name: 'kit link' })).toHaveAttribute('href', '/en/news');
    expect(screen.getByTestId('location')).toHaveTextContent('/doctor/1');
  });

  it('fails an unplanned call like a dead API', async () => {
    renderWithRemote(<Page />, { texts });
    expect(screen.getByRole('heading')).toHaveTextContent('Halo');
    expect(screen.getByRole('link', { name: 'kit link' })).toHaveAttribute('href', '/news');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('…')).toBeInTheDocument();
  });
});
