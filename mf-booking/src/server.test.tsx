/**
 * @jest-environment node
 */
// This remote's server renderer (server.tsx) as the site server runs it (docs/architecture.md §2b): in Node,
// against a real HTTP API on a local port, every route in both languages.
import type { RenderRequest } from '@hospital/remote-kit/server';
import { renderForTest, startTestApi, type TestApi } from '@hospital/remote-kit/testing/actions';
import { appointment, availability, COMPANIES, DOCTORS, POLIS } from './testing/fixtures';
import { renderer } from './server';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {
    'GET web/company': { status: 200, body: { data: { results: COMPANIES, count: COMPANIES.length } } },
    'GET web/jadwal': { status: 200, body: { data: { results: DOCTORS, count: DOCTORS.length } } },
  };
});

/** What the page asked of the API, as `METHOD path`. */
const asked = () => api.calls.map((call) => `${call.method} ${call.path}`);

function request(url: string): RenderRequest {
  return {
    url,
    origin: 'https://medika.example',
    api: { baseURL: api.baseURL },
    dataBudgetMs: 2000,
    streamBudgetMs: 2000,
  };
}

const rendered = (url: string) => renderForTest(renderer, api, url);

describe('mf-booking server renderer', () => {
  it.each([
    ['/appointment/create', 'Buat Janji Temu | Medika Hospital', 'Langkah 1 dari 5', 'Pilih rumah sakit'],
    ['/en/appointment/create', 'Book an Appointment | Medika Hospital', 'Step 1 of 5', 'Choose a hospital'],
  ])(
    '%s: the wizard’s step 1 with the hospitals, in the language of the URL',
    async (url, title, step, name) => {
      const page = await rendered(url);
      expect(page.status).toBe(200);
      expect(page.headHtml).toContain(`<title data-page-head>${title}</title>`);
      expect(page.html.match(/<h1[ >]/g)).toHaveLength(1);
      expect(page.html).toContain(step);
      expect(page.html).toContain(name);
      for (const company of COMPANIES) expect(page.html).toContain(company.name);
      expect(page.html).toContain('name="companyId"');
      // The hospitals go to the browser with the page, so it does not ask for them again.
      expect(page.data).toContain('"k":["companies"]');
      expect(asked()).toEqual(['GET web/company']);
    },
  );

  it('a doctor card’s link: the hospital chosen and the doctor named in step 1', async () => {
    const page = await rendered('/appointment/create?doctor=1023&company=1&poli=2462');
    const checked = [...page.html.matchAll(/<input[^>]*name="companyId"[^>]*>/g)]
      .map(([input]) => input)
      .filter((input) => input.includes('checked'));
    expect(checked).toEqual([expect.stringContaining('value="1"')]);
    expect(page.html).toContain('dr. Ratih Kartini, Sp.JP (Jantung)');
    expect(asked().sort()).toEqual(['GET web/company', 'GET web/jadwal']);
  });

  it('a doctor card’s session link: the schedule step with the session chosen (docs/decisions.md, issue 26)', async () => {
    api.answers['GET web/poli'] = { status: 200, body: { data: { results: POLIS, count: POLIS.length } } };
    api.answers['GET medika.availability'] = { status: 200, body: { data: availability() } };
    const page = await rendered(
      '/appointment/create?doctor=1023&company=1&poli=2462&date=2026-11-24&session=69',
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain('Langkah 4 dari 5');
    const checked = [...page.html.matchAll(/<input[^>]*name="sessionId"[^>]*>/g)]
      .map(([input]) => input)
      .filter((input) => input.includes('checked'));
    expect(checked).toEqual([expect.stringContaining('value="69"')]);
  });

  it('leaves the wizard to the browser when the API cannot give the hospitals', async () => {
    api.answers['GET web/company'] = { status: 503, body: { error: { code: 'internal', message: 'down' } } };
    expect(await renderer.render(request('/appointment/create'))).toMatchObject({ kind: 'unavailable' });
  });

  it('/registrasi is a real 302 to the wizard, keeping the query and the language', async () => {
    expect(await renderer.render(request('/registrasi?doctor=1023&company=1&poli=2462'))).toMatchObject({
      kind: 'rendered',
      redirect: { to: '/appointment/create?doctor=1023&company=1&poli=2462', status: 302 },
    });
    expect(await renderer.render(request('/en/registrasi'))).toMatchObject({
      redirect: { to: '/appointment/create', status: 302 },
    });
  });

  it.each(['/appointment/detail?code=K7PQ3MZXA9', '/detail-appointment', '/en/detail-appointment'])(
    '%s: the look-up form, never a booking, not indexed, nothing asked of the API',
    async (url) => {
      const page = await rendered(url);
      expect(page.status).toBe(200);
      expect(page.headHtml).toContain('<meta name="robots" content="noindex" data-page-head>');
      expect(page.html.match(/<h1[ >]/g)).toHaveLength(1);
      expect(page.html).toContain('name="code"');
      expect(page.html).toContain('name="birthYear"');
      // Posted by the browser itself before or without the page's code: to the page's server action, the
      // birth date in the body, never in the URL (lookupAction.ts).
      expect(page.html).toMatch(/<form id="[^"]*" noValidate="" class="form" method="post">/);
      expect(page.html).not.toMatch(/<button disabled=""/);
      expect(asked()).toEqual([]);
    },
  );

  it('/appointment/success: where a confirmation shows, without any booking, not indexed', async () => {
    const page = await rendered(`/appointment/success?code=${appointment().code}`);
    expect(page.headHtml).toContain('<meta name="robots" content="noindex" data-page-head>');
    expect(page.html).toContain('Konfirmasi janji temu');
    expect(page.html).toContain('href="/detail-appointment"');
    expect(page.html).not.toContain(appointment().code);
    expect(asked()).toEqual([]);
  });

  describe('/appointment/detail?access=: what a mailed link opens, in the HTML (docs/decisions.md, issue 25)', () => {
    const TOKEN = 'tK9_ZmQ2vX8bL4nR7wP1sY6cD3fG5hJ0kA2eU8iO9qW';
    const ACCESS = `GET medika.booking_access/${TOKEN}`;

    it('lists the bookings, with the downloads as a form and the withdrawal as a link to its confirmation', async () => {
      api.answers[ACCESS] = {
        status: 200,
        body: { data: { expires_at: '2026-11-21T13:00:00+07:00', bookings: [appointment()] } },
      };
      const page = await rendered(`/en/appointment/detail?access=${TOKEN}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain('The bookings your link opens');
      expect(page.html).toContain('works until 13:00 WIB');
      expect(page.html).toContain(appointment().code);
      // Controls that work before and without the scripts: the page's action answers them.
      expect(page.html).toMatch(
        /<form [^>]*method="post"[^>]*><button value="access-pdf" type="submit"[^>]*name="intent"/,
      );
      expect(page.html).toContain('<button value="access-json" type="submit"');
      expect(page.html).toContain(
        `href="/en/appointment/detail?access=${TOKEN}&amp;confirm=erase-all#lookup-confirm"`,
      );
      expect(page.html).toContain('Withdraw consent for all these bookings');
      expect(page.html).not.toContain('needs JavaScript');
      expect(page.html).not.toContain('Loading the bookings');
      // The browser takes over the same answer: it does not ask again.
      expect(page.data).toContain('"booking-access"');
      expect(asked()).toEqual([ACCESS]);
    });

    it('gives the API’s reason for a link that no longer works, and the way to the look-up', async () => {
      api.answers[ACCESS] = {
        status: 404,
        body: { error: { code: 'not_found', message: 'Tautan ini tidak berlaku lagi.' } },
      };
      const page = await rendered(`/appointment/detail?access=${TOKEN}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain('Tautan ini tidak berlaku lagi.');
      expect(page.html).toContain('Cari satu janji temu dengan kode booking');
      expect(page.html).not.toContain('Memuat');
    });
  });
});
