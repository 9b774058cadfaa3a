import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { headOf } from './rawHead';
import { inLang, LANGS, type Lang } from './routes';

// docs/decisions.md, issue 14 item 3: the head of a page is in its HTML, so a link preview fetched without JavaScript
// (WhatsApp, Facebook) shows the right title, description and image. Read from raw HTTP answers.

interface ListBody<T> {
  data: { results: T[] };
}

async function itemPaths(request: APIRequestContext) {
  const base = process.env.E2E_BASE_URL;
  const get = async <T>(path: string) =>
    (
      (await (
        await request.get(`${base}/api/${path}`, {
          headers: { Authorization: 'Bearer medika-web-public-2026' },
        })
      ).json()) as ListBody<T>
    ).data.results[0];
  const doctor = await get<{ slug: string }>('web/dokter?limit=1&order=id%20asc');
  const article = await get<{ slug: string }>('web/article?limit=1');
  const promo = await get<{ slug: string }>('web/promo?limit=1');
  const event = await get<{ slug: string }>('web/events?limit=1');
  return [
    { kind: 'doctor', path: `/doctor/${doctor.slug}`, types: ['IndividualPhysician', 'Physician'] },
    { kind: 'article', path: `/news/${article.slug}`, types: ['NewsArticle'] },
    { kind: 'promotion', path: `/promotion/${promo.slug}`, types: ['Offer', 'Product', 'Event'] },
    { kind: 'event', path: `/event/${event.slug}`, types: ['Event'] },
  ];
}

test('a doctor, an article, a promotion and an event carry their link preview in the HTML, in both languages', async ({
  request,
  page,
}) => {
  const origin = process.env.E2E_BASE_URL as string;
  for (const item of await itemPaths(request)) {
    for (const lang of LANGS as Lang[]) {
      const url = inLang(item.path, lang);
      const { meta, link, jsonLd, title } = await headOf(request, url);
      expect(title, url).toMatch(/\| Medika Hospital$/);
      const ogTitle = meta('property', 'og:title');
      expect(ogTitle, `${url} og:title`).toBe(title?.replace(/&amp;/g, '&'));
      expect(meta('name', 'description'), `${url} description`).toBeTruthy();
      expect(meta('property', 'og:description'), `${url} og:description`).toBeTruthy();
      expect(meta('property', 'og:url'), `${url} og:url`).toBe(`${origin}${url}`);
      expect(meta('property', 'og:locale'), `${url} og:locale`).toBe(lang === 'en' ? 'en_US' : 'id_ID');
      expect(meta('property', 'og:type'), `${url} og:type`).toBeTruthy();
      const image = meta('property', 'og:image');
      expect(image, `${url} og:image`).toMatch(new RegExp(`^${origin}/`));
      expect(Number(meta('property', 'og:image:width')), `${url} og:image:width`).toBeGreaterThan(0);
      expect(Number(meta('property', 'og:image:height')), `${url} og:image:height`).toBeGreaterThan(0);
      expect(meta('name', 'twitter:card'), `${url} twitter:card`).toBe('summary_large_image');
      expect(link('canonical'), `${url} canonical`).toBe(`${origin}${url}`);
      expect(link('alternate', 'id'), `${url} hreflang id`).toBe(`${origin}${item.path}`);
      expect(link('alternate', 'en'), `${url} hreflang en`).toBe(`${origin}${inLang(item.path, 'en')}`);
      expect(link('alternate', 'x-default'), `${url} x-default`).toBe(`${origin}${item.path}`);
      expect(
        jsonLd.some((block) => item.types.includes(block['@type'])),
        `${url} JSON-LD of type ${item.types.join('/')}`,
      ).toBe(true);
      // The preview image itself answers, as a crawler would fetch it.
      const picture = await page.request.get(image as string);
      expect(picture.status(), `${image}`).toBe(200);
    }
  }
});
