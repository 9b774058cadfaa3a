import { screen, within } from '@testing-library/react';
import { itemAnswer, listAnswer } from '@hospital/remote-kit/testing';
import { BANDUNG, contentPage } from '../../testing/fixtures';
import { renderFromServerData } from '../../testing/renderWithApp';

const CIANJUR = {
  ...BANDUNG,
  id: 2,
  slug: 'medika-hospital-cianjur',
  name: 'Medika Hospital Cianjur',
  short_name: 'Cianjur',
  emergency_phone: '622638201119',
  latitude: -6.8168,
  longitude: 107.1425,
};

const answers = (slug: string) => ({
  [`GET web/page/${slug}`]: itemAnswer(contentPage(slug)),
  'GET web/company': listAnswer([BANDUNG, CIANJUR]),
});

// docs/decisions.md, issue 15 item 7: the emergency pages start with each hospital's IGD number to tap and the way there,
// in the server's HTML (the page's prefetch has the hospitals).
describe.each(['/facility-and-services/emergency', '/services/igd'])('%s', (route) => {
  const slug = route.slice(1);

  it('starts with a tap-to-call IGD number and directions per hospital, in Indonesian', async () => {
    const { requests } = await renderFromServerData(route, answers(slug), 'id');
    const block = screen.getByRole('region', { name: 'Gawat darurat? Telepon IGD 24 jam' });
    const calls = within(block).getAllByRole('link', { name: /^Telepon IGD/ });
    expect(calls.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Telepon IGD Bandung (022) 780 1119', 'tel:+62227801119'],
      ['Telepon IGD Cianjur (0263) 820 1119', 'tel:+622638201119'],
    ]);
    expect(
      within(block).getByRole('link', { name: 'Petunjuk arah ke Medika Hospital Cianjur' }),
    ).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=-6.8168,107.1425');
    // Before the page's text: the first thing after its h1.
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      block.compareDocumentPosition(screen.getByRole('article')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('in English too', async () => {
    await renderFromServerData(route, answers(slug), 'en');
    const block = screen.getByRole('region', { name: 'An emergency? Call our 24-hour unit' });
    expect(
      within(block).getByRole('link', { name: 'Call the Cianjur emergency unit (0263) 820 1119' }),
    ).toHaveAttribute('href', 'tel:+622638201119');
    expect(
      within(block).getByRole('link', { name: 'Directions to Medika Hospital Bandung' }),
    ).toBeInTheDocument();
  });
});

it('other facility pages do not have it', async () => {
  await renderFromServerData(
    '/facility-and-services/farmasi',
    answers('facility-and-services/farmasi'),
    'id',
  );
  expect(screen.queryByRole('region', { name: /Gawat darurat/ })).not.toBeInTheDocument();
});
