import type {
  ArticleSummary,
  Doctor,
  DownloadFile,
  FaqGroup,
  HealthStatus,
  Page,
  SearchResults,
  SitemapEntry,
  Video,
} from '@hospital/contract';
import { MOTHER_AND_CHILD_POLI_IDS } from '@hospital/domain';
import { describeApi, type ErrorBody, type ItemBody, type ListBody } from './support/harness';

/** Every page of docs/product-rules.md §2 whose text the API serves (`web/page/<slug>`). */
const SPEC_PAGES = [
  'about',
  'about/management',
  'about/history',
  'about/vision-mission',
  'about/milestones',
  'about/career',
  'about/terms',
  'about/testimonials',
  'privacy',
  'coe/brain-center',
  'coe/digestive',
  'coe/digestive/endoskopi',
  'coe/digestive/laparoskopi',
  'coe/digestive/wasir',
  'coe/digestive/usus-buntu',
  'coe/digestive/batu-empedu',
  'coe/growth-and-puberty-clinic',
  'coe/medical-check-up',
  'coe/neuro',
  'coe/pain-center',
  'coe/wellness-and-aesthetic',
  'coe/advanced-care/mom',
  'coe/advanced-care/stem-cell',
  'coe/executive-poly/cataracts',
  'coe/executive-poly/dental',
  'coe/executive-poly/mental-health',
  'coe/executive-poly/sub-specialist',
  'coe/executive-poly/tht',
  'coe/executive-poly/trauma-center',
  'coe/executive-poly/urology',
  'facility-and-services/diagnostic-center',
  'facility-and-services/emergency',
  'facility-and-services/executive-poly',
  'facility-and-services/farmasi',
  'facility-and-services/hemodialysis',
  'facility-and-services/inpatient',
  'facility-and-services/intensive-care',
  'facility-and-services/medical-specialities',
  'services/elektromedik',
  'services/igd',
  'services/inpatient',
  'services/outpatient',
  'services/paket-mcu',
  'penunjang-medis',
  'penunjang-medis/laboratorium',
  'penunjang-medis/radiologi',
  'penunjang-medis/rehabilitasi-medik',
  'co2-fractional',
  'diabetic-center',
  'layanan-ibu-anak',
  'running-festival',
  'hospital/medika-hospital-bandung',
  'hospital/medika-hospital-cianjur',
];

describeApi('pages, FAQ, videos, downloads, search, sitemap, media', (api) => {
  it('serves every docs/product-rules.md §2 content page in both languages', async () => {
    for (const slug of SPEC_PAGES) {
      const id = await api.get<ItemBody<Page>>(`web/page/${slug}`);
      const en = await api.get<ItemBody<Page>>(`web/page/${slug}?lang=en`);
      expect([slug, id.status]).toEqual([slug, 200]);
      expect(id.body.data.body.length).toBeGreaterThan(0);
      expect(id.body.data.path).toBe(`/${slug}`);
      expect(en.body.data.summary).not.toBe(id.body.data.summary);
    }
  });

  it('links pages to parent, children and related polis', async () => {
    const digestive = await api.get<ItemBody<Page>>('web/page/coe/digestive');
    expect(digestive.body.data.children.map((c) => c.slug)).toContain('coe/digestive/endoskopi');
    const endoscopy = await api.get<ItemBody<Page>>('web/page/coe/digestive/endoskopi');
    expect(endoscopy.body.data.parent?.slug).toBe('coe/digestive');
    const motherChild = await api.get<ItemBody<Page>>('web/page/layanan-ibu-anak');
    expect([...motherChild.body.data.related_poli_ids].sort()).toEqual([...MOTHER_AND_CHILD_POLI_IDS].sort());
    const about = await api.get<ListBody<Page>>('web/page?section=about');
    expect(about.body.data.results.every((p) => p.section === 'about')).toBe(true);
  });

  it('answers 404 for unknown or malformed page slugs', async () => {
    expect((await api.get<ErrorBody>('web/page/coe/nothing')).status).toBe(404);
    expect((await api.get<ErrorBody>('web/page/..%2F..%2Fetc')).status).toBe(404);
  });

  it('groups the FAQ and searches it', async () => {
    const all = await api.get<ListBody<FaqGroup>>('web/faq');
    expect(all.body.data.results.length).toBeGreaterThanOrEqual(3);
    expect(all.body.data.results.every((g) => g.items.length > 0)).toBe(true);
    const hits = await api.get<ListBody<FaqGroup>>('web/faq?q=besuk');
    const questions = hits.body.data.results.flatMap((g) => g.items.map((i) => `${i.question} ${i.answer}`));
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((q) => q.toLowerCase().includes('besuk'))).toBe(true);
  });

  it('lists videos with a local poster and a video id, and one by slug', async () => {
    const res = await api.get<ListBody<Video>>('web/video');
    expect(res.body.data.count).toBeGreaterThanOrEqual(6);
    const video = res.body.data.results[0];
    expect(video.poster).toMatch(/^\/api\/media\/video\/.+\.svg$/);
    expect(video.youtube_id).toMatch(/^[\w-]{6,}$/);
    expect((await api.get<ItemBody<Video>>(`web/video/${video.slug}`)).body.data.id).toBe(video.id);
    expect((await api.get('web/video/none')).status).toBe(404);
  });

  it('lists downloads and serves the files themselves without a token', async () => {
    const res = await api.get<ListBody<DownloadFile>>('web/download');
    expect(res.body.data.results.length).toBeGreaterThanOrEqual(3);
    const file = res.body.data.results[0];
    expect(file.url).toMatch(/^\/api\/files\/[a-z0-9-]+\.pdf$/);
    const pdf = await api.get(file.url.replace('/api/', ''), { token: null });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-1.4')).toBe(true);
    expect(Buffer.byteLength(pdf.text, 'latin1')).toBe(file.size_bytes);
    expect((await api.get('files/none.pdf', { token: null })).status).toBe(404);
  });

  /** A URL the API handed out (`/api/media/...`), as this test server serves it (no /api prefix). */
  const served = (url: string) => url.replace(/^\/api\//, '');

  it('serves generated SVG images without a token, cacheable, and 404 for unknown kinds', async () => {
    const doctor = (await api.get<ListBody<Doctor>>('web/dokter?limit=100')).body.data.results.find((d) =>
      d.photo.includes('/dr-'),
    )!;
    const svg = await api.get(served(doctor.photo), { token: null });
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.headers.get('cache-control')).toContain('max-age=31536000');
    expect(svg.text).toMatch(/>[A-Z]{1,2}</);
    expect(svg.text).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect((await api.get('media/virus/x.svg', { token: null })).status).toBe(404);
    expect((await api.get('media/doctor/..%2Fsecret.svg', { token: null })).status).toBe(404);
  });

  it('serves each picture as PNG too, for link previews (no SVG there), at the size of the SVG', async () => {
    const article = (await api.get<ListBody<ArticleSummary>>('web/article?limit=1')).body.data.results[0];
    const png = served(article.image).replace(/\.svg$/, '.png');
    const response = await fetch(`${api.baseUrl}/${png}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height, big-endian, at bytes 16..23.
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([800, 450]);
    const again = Buffer.from(await (await fetch(`${api.baseUrl}/${png}`)).arrayBuffer());
    expect(again.equals(body)).toBe(true);
    expect((await fetch(`${api.baseUrl}/${png.replace(/\.png$/, '.gif')}`)).status).toBe(404);
  });

  it('draws pictures only of entities that exist: a made-up slug is a 404, SVG or PNG (docs/decisions.md, issue 24)', async () => {
    for (const file of [
      'article/made-up-article.png',
      'article/made-up-article.svg',
      'doctor/dr-nobody-sp-pd.png',
      'page/no-such-page.png',
      'event/no-such-event.svg',
      'brand/words-of-an-attacker.png',
      'logo/another-hospital.png',
    ]) {
      const res = await api.get<ErrorBody>(`media/${file}`, { token: null });
      expect([file, res.status]).toEqual([file, 404]);
    }
    // An article's slug is no doctor's picture.
    const article = (await api.get<ListBody<ArticleSummary>>('web/article?limit=1')).body.data.results[0];
    const doctorPicture = served(article.image).replace('/article/', '/doctor/');
    expect((await api.get(doctorPicture, { token: null })).status).toBe(404);
  });

  it('serves every picture URL the API hands out', async () => {
    const urls = [
      ...(await api.get<ListBody<ArticleSummary>>('web/article?limit=100')).body.data.results.map(
        (a) => a.image,
      ),
      ...(await api.get<ListBody<Doctor>>('web/dokter?limit=100')).body.data.results.map((d) => d.photo),
      ...(await api.get<ListBody<Video>>('web/video?limit=100')).body.data.results.map((v) => v.poster),
      ...(await Promise.all(SPEC_PAGES.map((slug) => api.get<ItemBody<Page>>(`web/page/${slug}`)))).map(
        (page) => page.body.data.image,
      ),
    ];
    expect(urls.length).toBeGreaterThan(50);
    const statuses = await Promise.all(
      urls.map(async (url) => [url, (await api.get(served(url), { token: null })).status] as const),
    );
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it("serves the site's logo (square) and preview picture (800x450) as PNG, for publishers and previews", async () => {
    for (const [file, size] of [
      ['logo/medika-hospital.png', [512, 512]],
      ['brand/medika-hospital.png', [800, 450]],
    ] as const) {
      const response = await fetch(`${api.baseUrl}/media/${file}`);
      expect([file, response.status, response.headers.get('content-type')]).toEqual([file, 200, 'image/png']);
      const png = Buffer.from(await response.arrayBuffer());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual(size);
    }
  });

  it('searches articles (8 per page), doctors, packages, promotions and services', async () => {
    const res = await api.get<ItemBody<SearchResults>>('web/search?q=jantung');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.articles.results.length).toBeGreaterThan(0);
    expect(data.articles.results.length).toBeLessThanOrEqual(8);
    expect(data.doctors.count).toBeGreaterThan(0);
    expect(data.services.count).toBeGreaterThan(0);
    const mcu = await api.get<ItemBody<SearchResults>>('web/search?q=mcu');
    expect(mcu.body.data.packages.count).toBeGreaterThan(0);
    const empty = await api.get<ItemBody<SearchResults>>('web/search?q=');
    expect(empty.body.data.articles.count).toBe(0);
    expect((await api.get('web/search?q=' + 'x'.repeat(101))).status).toBe(400);
  });

  it('lists every public slug by kind for the sitemap', async () => {
    const res = await api.get<ListBody<SitemapEntry>>('web/sitemap');
    const kinds = new Set(res.body.data.results.map((e) => e.kind));
    for (const kind of ['page', 'article', 'promo', 'package', 'event', 'video', 'doctor', 'speciality']) {
      expect(kinds.has(kind as SitemapEntry['kind'])).toBe(true);
    }
    const paths = res.body.data.results.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/coe/digestive/endoskopi');
    expect(paths.filter((p) => p.startsWith('/news/')).length).toBeGreaterThanOrEqual(40);
  });

  it('answers health without a token', async () => {
    const res = await api.get<ItemBody<HealthStatus>>('health', { token: null });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ok', database: api.backend });
  });
});
