/**
 * @jest-environment node
 */
// This remote's server renderer (server.tsx) as the site server runs it (ARCHITECTURE 2b): in Node,
// against a real HTTP API on a local port, every route in both languages.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { RenderOutcome, RenderRequest } from '@hospital/remote-kit/server';
import { appointment, COMPANIES, DOCTORS } from './testing/fixtures';
import { renderer } from './server';

let answers: Record<string, { status: number; body: unknown }> = {};
let calls: string[] = [];
let server: http.Server;
let apiBase = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api.test');
    const path = url.pathname.replace(/^\/api\//, '');
    calls.push(`${request.method} ${path}`);
    const answer = answers[path] ?? { status: 503, body: { error: { code: 'internal', message: 'down' } } };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  calls = [];
  answers = {
    'web/company': { status: 200, body: { data: { results: COMPANIES, count: COMPANIES.length } } },
    'web/jadwal': { status: 200, body: { data: { results: DOCTORS, count: DOCTORS.length } } },
  };
});

function request(url: string): RenderRequest {
  return {
    url,
    origin: 'https://medika.example',
    api: { baseURL: apiBase },
    dataBudgetMs: 2000,
    streamBudgetMs: 2000,
  };
}

async function rendered(url: string) {
  const outcome: RenderOutcome = await renderer.render(request(url));
  if (outcome.kind !== 'rendered') throw new Error(`${url}: ${outcome.kind}`);
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const data = await outcome.pipe(out);
  return { ...outcome, html: Buffer.concat(chunks).toString('utf8'), data };
}

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
      expect(calls).toEqual(['GET web/company']);
    },
  );

  it('a doctor card’s link: the hospital chosen and the doctor named in step 1', async () => {
    const page = await rendered('/appointment/create?doctor=1023&company=1&poli=2462');
    const checked = [...page.html.matchAll(/<input[^>]*name="companyId"[^>]*>/g)]
      .map(([input]) => input)
      .filter((input) => input.includes('checked'));
    expect(checked).toEqual([expect.stringContaining('value="1"')]);
    expect(page.html).toContain('dr. Ratih Kartini, Sp.JP (Jantung)');
    expect(calls.sort()).toEqual(['GET web/company', 'GET web/jadwal']);
  });

  it('leaves the wizard to the browser when the API cannot give the hospitals', async () => {
    delete answers['web/company'];
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
      expect(calls).toEqual([]);
    },
  );

  it('/appointment/success: where a confirmation shows, without any booking, not indexed', async () => {
    const page = await rendered(`/appointment/success?code=${appointment().code}`);
    expect(page.headHtml).toContain('<meta name="robots" content="noindex" data-page-head>');
    expect(page.html).toContain('Konfirmasi janji temu');
    expect(page.html).toContain('href="/detail-appointment"');
    expect(page.html).not.toContain(appointment().code);
    expect(calls).toEqual([]);
  });
});
