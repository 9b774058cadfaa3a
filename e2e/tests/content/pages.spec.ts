import { test, expect, withoutDocument404 } from '../../support/fixtures';
import {
  apiItem,
  apiList,
  expectHeading,
  heading,
  LANGS,
  rupiah,
  scrollThrough,
  visit,
  type ApiPage,
} from './helpers';

// Every route of docs/product-rules.md §2 that mf-content owns, opened in Indonesian and English, shows the API's content
// for that language. Slugs come from the API, never from the test.

test.describe.configure({ mode: 'parallel' });

interface Doctor {
  name: string;
  poli_ids: number[];
}

const SECTIONS_OF_TEXT_PAGES = [
  ['about and legal', ['about', 'legal']],
  ['centres of excellence', ['coe']],
  ['facilities and services', ['facility']],
  ['services, medical support, clinics and the running festival', ['services', 'support', 'clinic', 'event']],
] as const;

// `/services/paket-mcu` is the check-up package list (tested with the packages); hospital pages below.
const OWN_PAGES = new Set(['services/paket-mcu']);

for (const [name, sections] of SECTIONS_OF_TEXT_PAGES) {
  test(`text pages (${name}) show the API page in both languages`, async ({ page, consoleErrors }) => {
    test.setTimeout(240_000);
    for (const lang of LANGS) {
      const pages = (await apiList<ApiPage>(page, 'web/page', lang)).results.filter(
        (p) => (sections as readonly string[]).includes(p.section) && !OWN_PAGES.has(p.slug),
      );
      expect(pages.length).toBeGreaterThan(0);
      for (const apiPage of pages) {
        await visit(page, apiPage.path, lang);
        await expectHeading(page, apiPage.title);
        await expect(page.locator('main').getByText(apiPage.summary).first()).toBeVisible();
        await expect(page).toHaveTitle(`${apiPage.title} | Medika Hospital`);
        for (const child of apiPage.children.slice(0, 2)) {
          await expect(page.locator('main').getByRole('link', { name: child.title }).first()).toBeVisible();
        }
      }
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('the mother-and-child clinic lists the doctors of polis 2496, 2485, 2471 and 2473', async ({
  page,
  consoleErrors,
}) => {
  const filters = encodeURIComponent(JSON.stringify([['poli_id', 'in', [2496, 2485, 2471, 2473]]]));
  const doctors = await apiList<Doctor>(
    page,
    `web/dokter?filters=${filters}&limit=12&order=name%20asc`,
    'id',
  );
  expect(doctors.results.length).toBeGreaterThan(0);
  await visit(page, '/layanan-ibu-anak', 'id');
  for (const doctor of doctors.results.slice(0, 3)) {
    await expect(page.locator('main').getByRole('link', { name: doctor.name })).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

interface Company {
  id: number;
  slug: string;
  name: string;
  address: string;
  phone_display: string;
  path: string;
  opening_hours: Array<{ label: string; hours: string }>;
}

test('both hospital pages show address, map, hotline, WhatsApp, hours and Hospital JSON-LD', async ({
  page,
  consoleErrors,
}) => {
  for (const lang of LANGS) {
    const companies = (await apiList<Company>(page, 'web/company', lang)).results;
    expect(companies.map((c) => c.path).sort()).toEqual([
      '/hospital/medika-hospital-bandung',
      '/hospital/medika-hospital-cianjur',
    ]);
    for (const company of companies) {
      await visit(page, company.path, lang);
      await expectHeading(page, company.name);
      const main = page.locator('main');
      await expect(main.getByText(company.address, { exact: false })).toBeVisible();
      await expect(main.getByRole('link', { name: company.phone_display }).first()).toHaveAttribute(
        'href',
        /^tel:\+62/,
      );
      await expect(main.locator('a[href^="https://wa.me/62"]')).toHaveCount(1);
      await expect(main.locator('a[href^="https://www.google.com/maps/"]')).toHaveCount(1);
      await expect(main.getByText(company.opening_hours[0].hours).first()).toBeVisible();
      const jsonLd = await page.locator('head script[type="application/ld+json"]').allTextContents();
      const hospital = jsonLd.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'Hospital');
      expect(hospital).toMatchObject({ name: company.name, address: { streetAddress: company.address } });
    }
  }
  await visit(page, '/hospital/medika-hospital-jakarta', 'en');
  await expectHeading(page, 'This page could not be found');
  expect(withoutDocument404(consoleErrors)).toEqual([]);
});

interface Article {
  slug: string;
  name: string;
  summary: string;
  path: string;
}

test('news list and an article, in both languages', async ({ page, consoleErrors }) => {
  for (const lang of LANGS) {
    const filters = encodeURIComponent(
      JSON.stringify([['category', 'not in', ['Spesialis', 'Tentang Kami', 'Services', 'Video']]]),
    );
    const latest = await apiList<Article>(page, `web/article?limit=5&filters=${filters}`, lang);
    await visit(page, '/news', lang);
    await expectHeading(page, lang === 'id' ? 'Berita' : 'News');
    await expect(page.locator('main').getByRole('link', { name: latest.results[0].name })).toBeVisible();
    const article = latest.results[1];
    await visit(page, article.path, lang);
    await expectHeading(page, article.name);
    await expect(page).toHaveTitle(`${article.name} | Medika Hospital`);
    await expect(
      page
        .locator('main')
        .getByRole('heading', { name: lang === 'id' ? 'Paling banyak dibaca' : 'Most read' }),
    ).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

interface HospitalEvent {
  slug: string;
  name: string;
  location: string;
  path: string;
}

test('events list and an event, in both languages', async ({ page, consoleErrors }) => {
  for (const lang of LANGS) {
    const events = await apiList<HospitalEvent>(page, 'web/events?limit=5', lang);
    await visit(page, '/event', lang);
    await expectHeading(page, lang === 'id' ? 'Acara' : 'Events');
    for (const event of events.results) {
      await expect(page.locator('main').getByRole('link', { name: event.name })).toBeVisible();
    }
    await visit(page, events.results[0].path, lang);
    await expectHeading(page, events.results[0].name);
    await expect(page.locator('main').getByText(events.results[0].location).first()).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

interface Offer {
  slug: string;
  name: string;
  price: number | null;
  path: string;
  category?: string;
  items?: string[];
}

test('promotions, packages and check-up packages with their prices, in both languages', async ({
  page,
  consoleErrors,
}) => {
  for (const lang of LANGS) {
    const promos = await apiList<Offer>(page, 'web/promo?limit=6', lang);
    await visit(page, '/promotion', lang);
    await expectHeading(page, lang === 'id' ? 'Promo' : 'Promotions');
    await expect(page.locator('main').getByRole('link', { name: promos.results[0].name })).toBeVisible();
    const priced = promos.results.find((p) => p.price !== null) as Offer;
    await visit(page, priced.path, lang);
    await expectHeading(page, priced.name);
    await expect(
      page
        .locator('main')
        .getByText(rupiah(priced.price as number))
        .first(),
    ).toBeVisible();

    const packages = await apiList<Offer>(page, 'web/service_package?limit=6', lang);
    await visit(page, '/package', lang);
    await expectHeading(page, lang === 'id' ? 'Paket Layanan' : 'Service Packages');
    await expect(
      page
        .locator('main')
        .getByText(rupiah(packages.results[0].price as number))
        .first(),
    ).toBeVisible();
    const service = (await apiList<Offer>(page, 'web/service_package?limit=100', lang)).results.find(
      (p) => p.category === 'service',
    ) as Offer;
    await visit(page, service.path, lang);
    await expectHeading(page, service.name);
    await expect(
      page
        .locator('main')
        .getByText((service.items as string[])[0])
        .first(),
    ).toBeVisible();

    const mcu = await apiList<Offer>(
      page,
      `web/service_package?limit=6&filters=${encodeURIComponent(JSON.stringify([['category', '=', 'mcu']]))}`,
      lang,
    );
    await visit(page, '/services/paket-mcu', lang);
    await expectHeading(page, lang === 'id' ? 'Paket Medical Check-Up' : 'Medical Check-Up Packages');
    await expect(page.locator('main').getByRole('link', { name: mcu.results[0].name })).toBeVisible();
    await visit(page, mcu.results[1].path, lang);
    await expectHeading(page, mcu.results[1].name);
    await expect(
      page
        .locator('main')
        .getByText(rupiah(mcu.results[1].price as number))
        .first(),
    ).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

interface Room {
  name: string;
  rate: number;
  company_name: string;
}
interface PartnerGroup {
  industry: { name: string };
  partners: Array<{ name: string }>;
}
interface FaqGroup {
  name: string;
  items: Array<{ question: string; answer: string }>;
}
interface DownloadFile {
  name: string;
  url: string;
}

test('rooms and rates, partners, FAQ and downloads, in both languages', async ({ page, consoleErrors }) => {
  for (const lang of LANGS) {
    const rooms = await apiList<Room>(page, 'web/hospital_room?limit=6', lang);
    await visit(page, '/rooms-and-rate', lang);
    await expectHeading(page, lang === 'id' ? 'Kamar dan Tarif' : 'Rooms and Rates');
    await expect(page.locator('main').getByText(rupiah(rooms.results[0].rate)).first()).toBeVisible();
    await expect(
      page.locator('main').getByRole('heading', { name: rooms.results[0].name }).first(),
    ).toBeVisible();

    const groups = await apiList<PartnerGroup>(page, 'web/rekanan', lang);
    await visit(page, '/partners', lang);
    await expectHeading(page, lang === 'id' ? 'Rekanan' : 'Partners');
    for (const group of groups.results) {
      await expect(
        page.locator('main').getByRole('heading', { level: 2, name: group.industry.name }),
      ).toBeVisible();
    }
    await expect(page.locator('main').getByText(groups.results[0].partners[0].name).first()).toBeVisible();

    const faq = await apiList<FaqGroup>(page, 'web/faq', lang);
    await visit(page, '/faq', lang);
    await expectHeading(page, lang === 'id' ? 'Pertanyaan Umum' : 'Frequently Asked Questions');
    const first = faq.results[0].items[0];
    await page.locator('main').getByRole('button', { name: first.question }).click();
    await expect(page.locator('main').getByText(first.answer)).toBeVisible();

    const files = await apiList<DownloadFile>(page, 'web/download', lang);
    await visit(page, '/download', lang);
    await expectHeading(page, lang === 'id' ? 'Unduhan' : 'Downloads');
    for (const file of files.results) {
      await expect(page.locator('main').getByRole('link', { name: file.name })).toHaveAttribute(
        'href',
        file.url,
      );
    }
  }
  expect(consoleErrors).toEqual([]);
});

interface Video {
  name: string;
  path: string;
}

test('contact, videos, search and the home page, in both languages', async ({ page, consoleErrors }) => {
  for (const lang of LANGS) {
    const companies = await apiList<Company>(page, 'web/company', lang);
    await visit(page, '/contact-us', lang);
    await expectHeading(page, lang === 'id' ? 'Hubungi Kami' : 'Contact Us');
    for (const company of companies.results) {
      await expect(page.locator('main').getByRole('heading', { name: company.name })).toBeVisible();
    }

    const videos = await apiList<Video>(page, 'web/video', lang);
    await visit(page, '/video', lang);
    await expectHeading(page, lang === 'id' ? 'Video' : 'Videos');
    await expect(page.locator('main').getByRole('link', { name: videos.results[0].name })).toBeVisible();
    await visit(page, videos.results[0].path, lang);
    await expectHeading(page, videos.results[0].name);

    await visit(page, '/search', lang);
    await expectHeading(page, lang === 'id' ? 'Pencarian' : 'Search');
    await expect(
      page.locator('main').getByRole('heading', {
        name: lang === 'id' ? 'Apa yang Anda cari?' : 'What are you looking for?',
      }),
    ).toBeVisible();

    const promos = await apiList<Offer>(page, 'web/promo?limit=3', lang);
    const coe = (await apiList<ApiPage>(page, 'web/page?section=coe', lang)).results.filter(
      (p) => p.parent?.slug === 'coe',
    );
    await visit(page, '/', lang);
    await expect(heading(page)).toHaveText(
      lang === 'id'
        ? 'Layanan kesehatan yang aman dan ramah untuk keluarga Anda'
        : 'Safe, caring healthcare for your whole family',
    );
    await scrollThrough(page);
    await expect(page.locator('main').getByRole('link', { name: promos.results[0].name })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: new RegExp(coe[0].title) })).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('/services/:slug shows a services page, and a service living elsewhere redirects to it', async ({
  page,
  consoleErrors,
}) => {
  const services = await apiList<{ slug: string; path: string; name: string }>(page, 'web/service', 'en');
  const elsewhere = services.results.find((s) => !s.path.startsWith('/services/'));
  expect(elsewhere).toBeDefined();
  await visit(page, `/services/${elsewhere?.slug}`, 'en');
  await expect(page).toHaveURL(new RegExp(`${elsewhere?.path}$`));
  const target = await apiItem<ApiPage>(page, `web/page${elsewhere?.path}`, 'en');
  await expectHeading(page, target.title);
  await visit(page, '/services/no-such-service', 'en');
  await expectHeading(page, 'This page could not be found');
  expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});
