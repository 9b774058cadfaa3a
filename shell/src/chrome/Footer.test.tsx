import { act, screen, waitFor, within } from '@testing-library/react';
import type { ArticleSummary, Company, Poli } from '@hospital/api-client';
import { listAnswer } from '@hospital/api-client/testing';
import { useRouteState } from '../composition/routeState';
import { Footer } from './Footer';
import SiteFooter from './footer/SiteFooter';
import { renderChrome, settle } from './testing/renderChrome';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const poli = (id: number, name: string, slug: string, company_id: number) =>
  ({ id, seq: id, name, company_id, speciality_slug: slug }) as Poli;

const POLIS: Poli[] = [
  poli(1, 'Poli Penyakit Dalam', 'penyakit-dalam', 1),
  poli(2, 'Poli Penyakit Dalam', 'penyakit-dalam', 2),
  poli(3, 'Poli Jantung', 'jantung', 1),
  poli(4, 'Poli Anak', 'anak', 2),
  poli(5, 'Poli Saraf', 'saraf', 1),
  poli(6, 'Poli Kandungan', 'kebidanan-kandungan', 2),
  poli(7, 'Poli Anak', 'anak', 1),
  poli(8, 'Poli Bedah', 'bedah-umum', 2),
  poli(9, 'Poli Mata', 'mata', 2),
];

const ARTICLES = Array.from(
  { length: 6 },
  (_, i) => ({ slug: `artikel-${i}`, name: `Artikel ${i}`, path: `/news/artikel-${i}` }) as ArticleSummary,
);

const COMPANY = {
  id: 1,
  slug: 'medika-hospital-bandung',
  name: 'Medika Hospital Bandung',
  city: 'Bandung',
  address: 'Jl. Dari API No. 1',
  phone: '62221111111',
  phone_display: '(022) 111 1111',
  emergency_phone: '62221111119',
  whatsapp: '6281100000001',
  path: '/hospital/medika-hospital-bandung',
} as Company;

function section(name: string) {
  return screen.getByRole('region', { name });
}

const FOOTER_API = {
  'GET web/poli': listAnswer(POLIS),
  'GET web/article': listAnswer(ARTICLES),
  'GET web/company': listAnswer([COMPANY]),
};

describe('SiteFooter', () => {
  it('lists 6 distinct specialists and the 6 latest articles from the API', async () => {
    const { requests } = renderChrome(<SiteFooter />, { api: FOOTER_API });
    await waitFor(() => expect(within(section('Spesialis')).getAllByRole('link')).toHaveLength(7));
    const specialists = within(section('Spesialis')).getAllByRole('link');
    expect(specialists.slice(0, 6).map((a) => a.getAttribute('href'))).toEqual([
      '/specialist/penyakit-dalam',
      '/specialist/jantung',
      '/specialist/anak',
      '/specialist/saraf',
      '/specialist/kebidanan-kandungan',
      '/specialist/bedah-umum',
    ]);
    expect(specialists[6]).toHaveTextContent('Semua spesialis');

    const articles = within(section('Artikel Terbaru')).getAllByRole('link');
    expect(articles).toHaveLength(7);
    expect(articles[0]).toHaveAttribute('href', '/news/artikel-0');
    const articleRequest = requests.find((r) => r.path === 'web/article')!;
    expect(articleRequest.query).toMatchObject({ limit: '6', order: 'published_date desc' });

    // Hospital data from web/company replaces the static copy.
    const hospitals = section('Rumah Sakit Kami');
    await waitFor(() => expect(hospitals).toHaveTextContent('Jl. Dari API No. 1'));
    expect(within(hospitals).getByRole('link', { name: '(022) 111 1111' })).toHaveAttribute(
      'href',
      'tel:+62221111111',
    );
    // Cianjur was missing from the answer: its static contact stays.
    expect(hospitals).toHaveTextContent('(0263) 820 1234');
  });

  it('links an English page’s lists to English pages, and asks the API in English', async () => {
    const { requests } = renderChrome(<SiteFooter />, { lang: 'en', api: FOOTER_API });
    const specialists = () =>
      within(screen.getByRole('region', { name: 'Specialists' })).getAllByRole('link');
    await waitFor(() => expect(specialists()).toHaveLength(7));
    expect(specialists()[0]).toHaveAttribute('href', '/en/specialist/penyakit-dalam');
    expect(specialists()[6]).toHaveAttribute('href', '/en/specialist');
    expect(requests.map((r) => r.query.lang)).toEqual(['en', 'en', 'en']);
  });

  it.each([
    ['id', 'Janji Temu', 'Cek / Batalkan Janji', '/appointment/detail'],
    ['en', 'Appointments', 'Check / Cancel Appointment', '/en/appointment/detail'],
  ] as const)('in %s, leads to the booking look-up under %s', (lang, title, label, href) => {
    renderChrome(<SiteFooter />, { lang });
    const links = within(screen.getByRole('region', { name: title })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      lang === 'en' ? '/en/appointment' : '/appointment',
      lang === 'en' ? '/en/appointment/create' : '/appointment/create',
      href,
    ]);
    expect(links[2]).toHaveTextContent(label);
  });

  it('falls back to static hospitals and links when the API is down', async () => {
    renderChrome(<SiteFooter />);
    // The lists show their "all" links once their calls have failed.
    await waitFor(() => expect(section('Spesialis')).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(section('Artikel Terbaru')).not.toHaveAttribute('aria-busy'));
    const hospitals = section('Rumah Sakit Kami');
    expect(hospitals).toHaveTextContent('Medika Hospital Bandung');
    expect(hospitals).toHaveTextContent('Jl. Soekarno-Hatta No. 789');
    expect(hospitals).toHaveTextContent('(022) 780 1234');
    expect(hospitals).toHaveTextContent('(0263) 820 1234');
    expect(within(section('Tentang Kami')).getByRole('link', { name: 'Manajemen' })).toHaveAttribute(
      'href',
      '/about/management',
    );
    expect(within(section('Layanan Unggulan')).getByRole('link', { name: 'Brain Center' })).toHaveAttribute(
      'href',
      '/coe/brain-center',
    );
    expect(within(section('Spesialis')).getByRole('link', { name: 'Semua spesialis' })).toHaveAttribute(
      'href',
      '/specialist',
    );
    expect(
      within(section('Artikel Terbaru')).getByRole('link', { name: 'Semua artikel' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Instagram/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Alamat e-mail' })).toBeInTheDocument();
    expect(document.querySelector('h1')).toBeNull();
  });
});

describe('Footer per layout', () => {
  it('default: the full footer, loaded lazily', async () => {
    act(() => useRouteState.setState({ layout: 'default', pathname: '/' }));
    renderChrome(<Footer />);
    expect(await screen.findByRole('textbox', { name: 'Alamat e-mail' })).toBeInTheDocument();
    await settle();
  });

  it('default, with the footer code at hand (server, hydration): the full footer at once', () => {
    act(() => useRouteState.setState({ layout: 'default', pathname: '/' }));
    renderChrome(<Footer SiteFooter={SiteFooter} />);
    expect(screen.getByRole('textbox', { name: 'Alamat e-mail' })).toBeInTheDocument();
    expect(document.querySelector('[data-footer-placeholder]')).toBeNull();
  });

  it('follows the route given by the server rather than the store', () => {
    act(() => useRouteState.setState({ layout: 'default', pathname: '/' }));
    renderChrome(<Footer SiteFooter={SiteFooter} />, { route: { pathname: '/event', layout: 'event' } });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('(022) 780 1234');
  });

  it('event: a compact footer with hotlines', () => {
    act(() => useRouteState.setState({ layout: 'event', pathname: '/event' }));
    renderChrome(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('(022) 780 1234');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it.each(['screening', 'full-page'] as const)('%s: no footer', (layout) => {
    act(() => useRouteState.setState({ layout, pathname: '/' }));
    const { container } = renderChrome(<Footer />);
    expect(container).toBeEmptyDOMElement();
  });
});
