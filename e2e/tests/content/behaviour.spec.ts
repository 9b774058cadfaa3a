import { test, expect, apiGet, API_TOKEN, withoutDocument404 } from '../../support/fixtures';
import { apiItem, apiList, expectHeading, inLang, LANGS, visit } from './helpers';

interface Article {
  name: string;
  slug: string;
  path: string;
}
interface HospitalEvent {
  slug: string;
  name: string;
  path: string;
  registered: number;
  registration: 'open' | 'closed' | 'full' | 'past';
}
interface Promo {
  name: string;
  slug: string;
  state: string;
}

const NEWS_FILTER = encodeURIComponent(
  JSON.stringify([['category', 'not in', ['Spesialis', 'Tentang Kami', 'Services', 'Video']]]),
);

test('news load more shows 5, then 10, and stops at the end', async ({ page, consoleErrors }) => {
  const { count } = await apiList<Article>(page, `web/article?limit=1&filters=${NEWS_FILTER}`, 'id');
  expect(count).toBeGreaterThan(10);
  await visit(page, '/news', 'en');
  const cards = page.locator('main ul[aria-label="News"] > li');
  await expect(cards).toHaveCount(5);
  const more = page.locator('main').getByRole('link', { name: 'Load more' });
  await more.click();
  await expect(cards).toHaveCount(10);
  // Recorded in the URL (or followed there before the scripts ran): a reload shows the same articles.
  await expect(page).toHaveURL(/[?&]page=2\b/);
  let shown = 10;
  while (shown < count) {
    await more.click();
    shown = Math.min(shown + 5, count);
    await expect(cards).toHaveCount(shown);
  }
  await expect(more).toHaveCount(0);
  await expect(page.locator('main').getByText(`Showing ${count} of ${count}`)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a news category filter lists only that category', async ({ page, consoleErrors }) => {
  const categories = await apiList<{ slug: string; key: string; name: string }>(
    page,
    'web/article_category',
    'en',
  );
  const health = categories.results.find((c) => c.key === 'Kesehatan');
  expect(health).toBeDefined();
  const filter = encodeURIComponent(JSON.stringify([['category', '=', 'Kesehatan']]));
  const first = await apiList<Article>(page, `web/article?limit=5&filters=${filter}`, 'en');
  await visit(page, '/news', 'en');
  await page.locator('main').getByRole('button', { name: health?.name }).click();
  await expect(page).toHaveURL(/category=kesehatan/);
  await expect(page.locator('main').getByRole('link', { name: first.results[0].name })).toBeVisible();
  await expect(
    page.locator('main').getByRole('group', { name: 'News categories' }).getByRole('button'),
  ).not.toContainText(['Spesialis', 'Tentang Kami']);
  expect(consoleErrors).toEqual([]);
});

// Draft promotions of the seed (api/src/seed/catalog.ts): the API never lists them, so the names are
// written here to prove the page does not show them either.
const DRAFT_PROMOS = [
  'Promo Ramadan Cek Gula Darah',
  'Paket Operasi Katarak',
  'Paket Rawat Inap VIP Akhir Pekan',
];

test('the promotion list never shows an unpublished promo', async ({ page, consoleErrors }) => {
  const published = await apiList<Promo>(page, 'web/promo?limit=100', 'id');
  expect(published.results.every((p) => p.state === 'published')).toBe(true);
  await visit(page, '/promotion', 'id');
  // Each card's title is an h2: the cards sit right under the page's h1 (docs/decisions.md, issue 25 item 6).
  const titles = page.locator('main ul[aria-label="Promo"] h2');
  await expect(titles).toHaveCount(6);
  // One click a page, each waited for: while a page loads the button is busy (aria-disabled), and after
  // the last one it is gone, so a click aimed between the two would wait for a button that never returns.
  const more = page.locator('main').getByRole('link', { name: 'Muat lebih banyak' });
  for (let shown = 6; shown < published.count;) {
    await more.click();
    shown = Math.min(shown + 6, published.count);
    await expect(titles).toHaveCount(shown);
  }
  await expect(more).toHaveCount(0);
  const shown = await titles.allTextContents();
  expect(shown.sort()).toEqual(published.results.map((p) => p.name).sort());
  for (const draft of DRAFT_PROMOS) expect(shown).not.toContain(draft);
  // A draft is unknown to the site: its page is the 404 panel.
  await visit(page, '/promotion/promo-ramadan-cek-gula-darah', 'id');
  await expectHeading(page, 'Halaman ini tidak dapat ditemukan');
  expect(withoutDocument404(consoleErrors)).toEqual([]);
});

test('events show Join Event or Register Closed, and a registration is stored', async ({
  page,
  consoleErrors,
}) => {
  const events = (await apiList<HospitalEvent>(page, 'web/events?limit=50', 'en')).results;
  const open = events.find((e) => e.registration === 'open') as HospitalEvent;
  const full = events.find((e) => e.registration === 'full') as HospitalEvent;
  const past = events.find((e) => e.registration === 'past') as HospitalEvent;
  const closed = events.find((e) => e.registration === 'closed') as HospitalEvent;

  for (const event of [full, past, closed]) {
    await visit(page, event.path, 'en');
    await expectHeading(page, event.name);
    await expect(page.locator('main').getByRole('button', { name: 'Register Closed' })).toBeDisabled();
    await expect(page.locator('main').getByRole('button', { name: 'Join Event' })).toHaveCount(0);
  }

  await visit(page, open.path, 'en');
  const main = page.locator('main');
  await page.locator('main').getByRole('button', { name: 'Join Event' }).click();
  await expect(main.getByText('This field is required.')).toHaveCount(3);
  const email = `e2e-${Date.now()}@example.com`;
  await main.getByRole('textbox', { name: /Full name/ }).fill('Siti Rahayu');
  await main.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await main.getByRole('textbox', { name: /Phone number/ }).fill('081234567890');
  await page.locator('main').getByRole('button', { name: 'Join Event' }).click();
  await expect(page.locator('main').getByText('You are registered', { exact: true })).toBeVisible();

  // Stored: the API counts one more participant and knows this e-mail for this event.
  const after = await apiItem<HospitalEvent>(page, `web/events/${open.slug}`, 'en');
  expect(after.registered).toBe(open.registered + 1);
  const again = await page.request.post(`${process.env.E2E_BASE_URL}/api/web/post/registration?lang=en`, {
    headers: { Authorization: `Bearer ${API_TOKEN}` },
    data: { event_slug: open.slug, name: 'Siti Rahayu', email, phone: '081234567890' },
  });
  expect(again.status()).toBe(200);
  expect((await again.json()).data.already_registered).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a contact message is sent form-encoded and stored', async ({ page, consoleErrors }) => {
  await visit(page, '/contact-us', 'en');
  const main = page.locator('main');
  await page.locator('main').getByRole('button', { name: 'Send message' }).click();
  await expect(main.getByText('This field is required.')).toHaveCount(3);
  await main.getByRole('textbox', { name: /Full name/ }).fill('Budi Santoso');
  await main.getByRole('textbox', { name: /E-mail/ }).fill('budi.e2e@example.com');
  await main.getByRole('textbox', { name: /Message/ }).fill('Is the paediatric clinic open on Sunday?');
  const [request, response] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/web/contactus') && r.method() === 'POST'),
    page.waitForResponse((r) => r.url().includes('/api/web/contactus')),
    page.locator('main').getByRole('button', { name: 'Send message' }).click(),
  ]);
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  expect(new URLSearchParams(request.postData() ?? '').get('email')).toBe('budi.e2e@example.com');
  // The API has no read of contact messages: a 201 with the new row's id is the proof it was stored.
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { data: { id: number; received_at: string } };
  expect(body.data.id).toBeGreaterThan(0);
  expect(Date.parse(body.data.received_at)).not.toBeNaN();
  await expect(main.getByText('Your message has been sent')).toBeVisible();
  // Each hospital's own hotline in the thank-you (issue 26: a Cianjur contact is not sent to Bandung).
  await expect(main.getByRole('status').getByRole('link', { name: '(0263) 820 1234' })).toHaveAttribute(
    'href',
    'tel:+622638201234',
  );
  expect(consoleErrors).toEqual([]);
});

interface Doctor {
  name: string;
  path: string;
}

test('search finds a seeded doctor and a seeded article, grouped and highlighted', async ({
  page,
  consoleErrors,
}) => {
  for (const lang of LANGS) {
    const doctor = (await apiList<Doctor>(page, 'web/dokter?limit=1&order=name%20asc', lang)).results[0];
    const surname = doctor.name.replace(/^dr\.?\s*/i, '').split(/[ ,]/)[1] ?? doctor.name;
    await visit(page, `/search?q=${encodeURIComponent(surname)}`, lang);
    // The doctor's name links to the profile (the card's book link names the doctor in a longer label).
    await expect(page.locator('main').getByRole('link', { name: doctor.name, exact: true })).toHaveAttribute(
      'href',
      inLang(doctor.path, lang),
    );
    await expect(page.locator('main mark').first()).toHaveText(new RegExp(surname, 'i'));

    const article = (await apiList<Article>(page, `web/article?limit=1&filters=${NEWS_FILTER}`, lang))
      .results[0];
    const word = article.name.split(' ').find((w) => w.length > 5) as string;
    await visit(page, `/search?q=${encodeURIComponent(word)}`, lang);
    const articles = page
      .locator('main')
      .getByRole('region', { name: new RegExp(lang === 'id' ? '^Artikel' : '^Articles') });
    await expect(articles.getByRole('link', { name: article.name })).toBeVisible();
    await expect(articles.locator('mark').first()).toBeVisible();
  }
  await visit(page, '/search?q=zzzxxyy', 'en');
  await expect(page.locator('main').getByRole('heading', { name: 'No results for "zzzxxyy"' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an unknown news slug shows the 404 panel in both languages', async ({ page, consoleErrors }) => {
  await visit(page, '/news/no-such-article-anywhere', 'id');
  await expectHeading(page, 'Halaman ini tidak dapat ditemukan');
  await expect(page.locator('main').getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute(
    'href',
    '/',
  );
  await visit(page, '/news/no-such-article-anywhere', 'en');
  await expectHeading(page, 'This page could not be found');
  await expect(page.locator('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute(
    'href',
    '/en',
  );
  for (const path of [
    '/coe/no-such-centre',
    '/event/no-such-event',
    '/package/no-such-package',
    '/about/no-such-page',
  ]) {
    await visit(page, path, 'en');
    await expectHeading(page, 'This page could not be found');
  }
  expect(withoutDocument404(consoleErrors)).toEqual([]);
});

test('pages carry title, description, canonical, Open Graph and JSON-LD without CSP errors', async ({
  page,
  consoleErrors,
}) => {
  const article = (await apiList<Article>(page, `web/article?limit=1&filters=${NEWS_FILTER}`, 'en'))
    .results[0];
  await visit(page, article.path, 'en');
  await expectHeading(page, article.name);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${process.env.E2E_BASE_URL}${inLang(article.path, 'en')}`,
  );
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${article.name} | Medika Hospital`,
  );
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  const newsLd = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map((t) =>
    JSON.parse(t),
  );
  expect(newsLd).toEqual([expect.objectContaining({ '@type': 'NewsArticle', headline: article.name })]);

  const event = (await apiList<HospitalEvent>(page, 'web/events?limit=1', 'en')).results[0];
  await visit(page, event.path, 'en');
  await expectHeading(page, event.name);
  const eventLd = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map((t) =>
    JSON.parse(t),
  );
  expect(eventLd).toEqual([expect.objectContaining({ '@type': 'Event', name: event.name })]);

  // Client-side navigation replaces the head: one canonical, the new title, the old JSON-LD gone. (An
  // English page's links stay under /en.)
  await page.evaluate(() => window.history.pushState(null, '', '/en/faq'));
  await expectHeading(page, 'Frequently Asked Questions');
  await expect(page).toHaveTitle('Frequently Asked Questions | Medika Hospital');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${process.env.E2E_BASE_URL}/en/faq`,
  );
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
  const faqLd = JSON.parse(
    (await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(faqLd['@type']).toBe('FAQPage');
  expect(consoleErrors.filter((e) => /Content.Security.Policy|CSP/i.test(e))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the video facade loads the player only after a click', async ({ page, consoleErrors }) => {
  // No internet on test machines: answer the player's frame locally.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  const video = (
    await apiList<{ name: string; path: string; youtube_id: string }>(page, 'web/video?limit=1', 'en')
  ).results[0];
  await visit(page, video.path, 'en');
  await expectHeading(page, video.name);
  await expect(page.locator('main iframe')).toHaveCount(0);
  await page
    .locator('main')
    .getByRole('button', { name: `Play video: ${video.name}` })
    .click();
  await expect(page.locator('main iframe')).toHaveAttribute(
    'src',
    new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${video.youtube_id}`),
  );
  expect(consoleErrors).toEqual([]);
});

interface SitemapEntry {
  kind: string;
  path: string;
}

test('the sitemap lists the seeded news', async ({ page }) => {
  const entries = (await apiGet<{ data: { results: SitemapEntry[] } }>(page, 'web/sitemap')).data.results;
  const articles = (await apiList<Article>(page, 'web/article?limit=100', 'id')).results;
  const paths = new Set(entries.map((e) => e.path));
  for (const article of articles) expect(paths.has(article.path)).toBe(true);
  for (const path of ['/about', '/coe/brain-center', '/hospital/medika-hospital-bandung', '/privacy']) {
    expect(paths.has(path)).toBe(true);
  }
  const xml = await page.request.get(`${process.env.E2E_BASE_URL}/sitemap.xml`);
  expect(xml.status()).toBe(200);
  expect(xml.headers()['content-type']).toContain('xml');
  const text = await xml.text();
  expect(text).toContain(`${process.env.E2E_BASE_URL}${articles[0].path}`);
});
