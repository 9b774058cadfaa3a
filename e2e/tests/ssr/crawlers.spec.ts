import robotsParser from 'robots-parser';
import { HtmlValidate } from 'html-validate';
import type { HospitalEvent, ListEnvelope } from '@hospital/api-client';
import { structuredDataProblems } from '@hospital/remote-kit/testing/structured-data';
import { test, expect, API_TOKEN } from '../../support/fixtures';
import { headOf } from './rawHead';
import { inLang, LANGS, samplePages } from './routes';

// docs/decisions.md, issue 25 item 6: the HTML tells crawlers and link previews the truth. Read from
// raw HTTP answers of the built site, as Googlebot, Twitterbot and facebookexternalhit read them.

const CRAWLERS = ['Googlebot', 'Twitterbot', 'facebookexternalhit'];

const origin = () => process.env.E2E_BASE_URL as string;

async function apiList<T>(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(`${origin()}/api/${path}`, {
    headers: { Authorization: `Bearer ${API_TOKEN}` },
  });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as ListEnvelope<T>).data.results;
}

/** Every image URL a page gives a crawler: og:image, twitter:image and the JSON-LD's pictures. */
function imagesOf(page: Awaited<ReturnType<typeof headOf>>): string[] {
  const found = [page.meta('property', 'og:image'), page.meta('name', 'twitter:image')];
  const walk = (value: unknown, key = ''): void => {
    if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, k === 'url' && key ? key : k);
    else if (typeof value === 'string' && ['image', 'logo', 'thumbnailUrl'].includes(key)) found.push(value);
  };
  walk(page.jsonLd);
  return found.filter((url): url is string => !!url);
}

test('robots.txt lets the crawlers fetch the media under /api/media/ and nothing else of /api/', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const robots = robotsParser(`${origin()}/robots.txt`, await response.text());
  const article = (await apiList<{ image: string }>(request, 'web/article?limit=1'))[0];
  const home = await headOf(request, '/');
  const pictures = [...imagesOf(home), `${origin()}${article.image}`];
  expect(pictures.length).toBeGreaterThan(1);
  for (const agent of CRAWLERS) {
    for (const url of [...pictures, `${origin()}/api/media/doctor/dr-x.png`])
      expect(robots.isAllowed(url, agent), `${agent} may fetch ${url}`).toBe(true);
    for (const path of ['/', '/en/news', '/appointment', '/sitemap.xml'])
      expect(robots.isAllowed(`${origin()}${path}`, agent), `${agent} may fetch ${path}`).toBe(true);
    for (const path of [
      '/api/web/article',
      '/api/medika.appointment',
      '/api/',
      '/api/files/x.pdf',
      '/api/mediax',
    ])
      expect(robots.isDisallowed(`${origin()}${path}`, agent), `${agent} may not fetch ${path}`).toBe(true);
  }
  expect(robots.getSitemaps()).toEqual([`${origin()}/sitemap.xml`]);
});

test('every page in both languages: a preview image that answers, its own canonical and alternates, JSON-LD that passes', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const pages = (await samplePages(request)).filter((p) => !p.personal);
  expect(pages.length).toBeGreaterThan(40);
  const problems: string[] = [];
  const images = new Set<string>();
  for (const sample of pages) {
    for (const lang of LANGS) {
      const url = inLang(sample.path, lang);
      const own = `${origin()}${url}`;
      const page = await headOf(request, url);
      const expect = (what: string, actual: string | null, wanted: string | null) => {
        if (actual !== wanted) problems.push(`${url} ${what}: ${actual} (wanted ${wanted})`);
      };
      // A page's canonical is itself unless the page names another path (a doctor's id -> slug).
      const canonical = page.link('canonical');
      if (!canonical?.startsWith(`${origin()}${lang === 'en' ? '/en' : '/'}`))
        problems.push(`${url} canonical ${canonical} is not in its language`);
      expect('og:url', page.meta('property', 'og:url'), canonical);
      const idPath = canonical?.slice(origin().length).replace(/^\/en(?=\/|$)/, '') || '/';
      expect('hreflang id', page.link('alternate', 'id'), `${origin()}${inLang(idPath, 'id')}`);
      expect('hreflang en', page.link('alternate', 'en'), `${origin()}${inLang(idPath, 'en')}`);
      expect('hreflang x-default', page.link('alternate', 'x-default'), `${origin()}${inLang(idPath, 'id')}`);
      expect('og:locale', page.meta('property', 'og:locale'), lang === 'en' ? 'en_US' : 'id_ID');
      expect(
        'og:locale:alternate',
        page.meta('property', 'og:locale:alternate'),
        lang === 'en' ? 'id_ID' : 'en_US',
      );
      expect('twitter:title', page.meta('name', 'twitter:title'), page.meta('property', 'og:title'));
      const image = page.meta('property', 'og:image');
      if (!image) problems.push(`${url}: no og:image`);
      else {
        images.add(image);
        expect('twitter:image', page.meta('name', 'twitter:image'), image);
        if (!(Number(page.meta('property', 'og:image:width')) > 0))
          problems.push(`${url}: no og:image:width`);
      }
      for (const block of page.jsonLd)
        for (const problem of structuredDataProblems(block, { pageUrl: canonical ?? own }))
          problems.push(`${url}: ${problem}`);
    }
  }
  for (const image of images) {
    const picture = await request.get(image);
    if (picture.status() !== 200 || !/^image\/(png|jpeg|webp)/.test(picture.headers()['content-type'] ?? ''))
      problems.push(`${image}: ${picture.status()} ${picture.headers()['content-type']}`);
  }
  expect(problems).toEqual([]);
});

test('the hospitals: specialities from schema.org, opening hours as structure, in both languages', async ({
  request,
}) => {
  const companies = await apiList<{ path: string }>(request, 'web/company');
  expect(companies).toHaveLength(2);
  for (const company of companies) {
    for (const lang of LANGS) {
      const url = inLang(company.path, lang);
      const { jsonLd } = await headOf(request, url);
      const hospital = jsonLd.find((b) => b['@type'] === 'Hospital');
      expect(hospital, url).toBeTruthy();
      expect(structuredDataProblems(hospital), url).toEqual([]);
      expect(hospital?.openingHours, url).toBeUndefined();
      const specialties = hospital?.medicalSpecialty as string[];
      expect(specialties, url).toEqual(expect.arrayContaining(['https://schema.org/Emergency']));
      expect(specialties.length, url).toBeGreaterThan(5);
      const hours = hospital?.openingHoursSpecification as { dayOfWeek: string[]; opens: string }[];
      expect(hours.length, url).toBeGreaterThan(0);
      // Monday to Saturday in the morning, the way the page's table says it.
      expect(
        hours.some(
          (h) => h.dayOfWeek.includes('https://schema.org/Saturday') && /^0[78]:[03]0$/.test(h.opens),
        ),
        url,
      ).toBe(true);
    }
  }
});

test('an article names its own page in its language as main entity, and its publisher with a logo', async ({
  request,
}) => {
  const article = (await apiList<{ path: string }>(request, 'web/article?limit=1'))[0];
  for (const lang of LANGS) {
    const url = inLang(article.path, lang);
    const { jsonLd } = await headOf(request, url);
    const news = jsonLd.find((b) => b['@type'] === 'NewsArticle') as Record<string, unknown>;
    expect(news.mainEntityOfPage, url).toBe(`${origin()}${url}`);
    expect(news.url ?? news.mainEntityOfPage, url).toBe(`${origin()}${url}`);
    expect(news.publisher, url).toMatchObject({ name: 'Medika Hospital', logo: expect.anything() });
    expect(structuredDataProblems(news, { pageUrl: `${origin()}${url}` }), url).toEqual([]);
  }
});

test("events: a venue's postal address (never its name again), an online event at a virtual location", async ({
  request,
}) => {
  const events = await apiList<HospitalEvent>(request, 'web/events?limit=50');
  expect(events.length).toBeGreaterThan(3);
  let online = 0;
  for (const event of events) {
    for (const lang of LANGS) {
      const url = inLang(event.path, lang);
      const { jsonLd } = await headOf(request, url);
      const data = jsonLd.find((b) => b['@type'] === 'Event') as Record<string, unknown>;
      expect(structuredDataProblems(data, { pageUrl: `${origin()}${url}` }), url).toEqual([]);
      const location = data.location as Record<string, unknown> & { address?: Record<string, string> };
      if (location['@type'] === 'VirtualLocation') {
        online += 1;
        expect(data.eventAttendanceMode, url).toBe('https://schema.org/OnlineEventAttendanceMode');
        continue;
      }
      expect(location['@type'], url).toBe('Place');
      expect(location.address?.['@type'], url).toBe('PostalAddress');
      expect(location.address?.streetAddress, url).not.toBe(location.name);
      expect(location.address?.postalCode, url).toMatch(/^\d{5}$/);
      expect(data.url, url).toBe(`${origin()}${url}`);
    }
  }
  expect(online, 'the online webinar').toBeGreaterThan(0);
});

test('every page: one h1 and no heading level skipped, in both languages', async ({ request }) => {
  test.setTimeout(240_000);
  const validator = new HtmlValidate({
    rules: { 'heading-level': ['error', { allowMultipleH1: false, minInitialRank: 'h1' }] },
  });
  const pages = await samplePages(request);
  const problems: string[] = [];
  for (const sample of pages) {
    for (const lang of LANGS) {
      const url = inLang(sample.path, lang);
      const { html } = await headOf(request, url);
      const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      if ((main.match(/<h1[\s>]/g) ?? []).length !== 1) problems.push(`${url}: not one h1 in main`);
      const report = await validator.validateString(html);
      for (const result of report.results)
        for (const message of result.messages)
          problems.push(`${url}: ${message.message} (${message.selector ?? `line ${message.line}`})`);
    }
  }
  expect(problems).toEqual([]);
});
