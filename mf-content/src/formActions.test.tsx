/**
 * @jest-environment node
 */
// This remote's forms posted without JavaScript (docs/architecture.md §2c; actions.ts): contact, an event's
// registration and the newsletter, run by this remote's renderer as the site server runs them, against a
// real HTTP API; then the page rendered again with the answer, or with the thank-you (the flash).
import type { ActionOutcome } from '@hospital/remote-kit/server';
import { renderForTest, startTestApi, type TestApi, actForTest } from '@hospital/remote-kit/testing/actions';
import { BANDUNG, hospitalEvent } from './testing/fixtures';
import { renderer } from './server';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const EVENT = hospitalEvent(1);

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {
    'GET web/company': { status: 200, body: { data: { results: [BANDUNG], count: 1 } } },
    'GET web/events/acara-1': { status: 200, body: { data: EVENT } },
    'POST web/contactus': { status: 201, body: { data: { id: 1, received_at: '', message: 'ok' } } },
    'POST web/post/registration': {
      status: 201,
      body: {
        data: {
          id: 9,
          event_id: 1,
          event_slug: 'acara-1',
          registered_at: '',
          already_registered: false,
          message: 'Pendaftaran Anda untuk Acara 1 sudah kami terima.',
        },
      },
    },
    'POST web/newsletter': {
      status: 201,
      body: { data: { subscribed: true, already_subscribed: true, message: 'ok' } },
    },
  };
});

function post(url: string, form: Record<string, string>) {
  return actForTest(renderer, api, url, form);
}

function pageOf(outcome: ActionOutcome) {
  if (outcome.kind !== 'page') throw new Error(`expected the page again, got ${outcome.kind}`);
  return outcome;
}

function flashOf(outcome: ActionOutcome) {
  if (outcome.kind !== 'redirect') throw new Error(`expected a redirect, got ${outcome.kind}`);
  return outcome.flash ?? null;
}

function posted(path: string) {
  return api.calls.filter((call) => call.method === 'POST' && call.path === path);
}

const CONTACT = {
  name: 'Budi Santoso',
  email: 'budi@example.com',
  message: 'Apakah poli anak buka hari Minggu?',
};

describe('the contact form without JavaScript', () => {
  it('answers missing fields 422 with the browser’s messages and renders the form again with what was typed', async () => {
    const answer = pageOf(await post('/en/contact-us', { ...CONTACT, name: '', message: 'short <b>' }));
    expect(answer.status).toBe(422);
    expect(answer.data).toEqual({
      form: 'contact',
      values: { name: '', email: 'budi@example.com', message: 'short <b>' },
      errors: { name: 'This field is required.', message: 'Minimal 10 character.' },
      failure: null,
    });
    expect(posted('web/contactus')).toEqual([]);
    const page = await renderForTest(renderer, api, '/en/contact-us', {
      action: { status: answer.status, data: answer.data },
    });
    expect(page.status).toBe(422);
    expect(page.html).toMatch(/<form[^>]*method="post"/);
    expect(page.html).toContain('There are 2 things to fix');
    expect(page.html).toContain('href="#contact-name"');
    expect(page.html).toContain('value="budi@example.com"');
    expect(page.html).toContain('>short &lt;b&gt;</textarea>');
  });

  it('sends a valid message form-encoded, then thanks once on the contact page (303 with a flash)', async () => {
    const sent = await post('/contact-us', CONTACT);
    expect(sent).toEqual({
      kind: 'redirect',
      to: '/contact-us',
      state: undefined,
      flash: { form: 'contact', done: true },
    });
    expect(new URLSearchParams(posted('web/contactus')[0].body).get('name')).toBe('Budi Santoso');
    const page = await renderForTest(renderer, api, '/contact-us', {
      action: { status: 200, data: flashOf(sent) },
    });
    expect(page.html).toContain('Pesan Anda sudah terkirim');
    // "Send another" is a link to the page: it works before the scripts run.
    expect(page.html).toMatch(/<a[^>]*href="\/contact-us"[^>]*>.*Kirim pesan lain/s);
    expect(page.html).not.toContain('<form');
  });

  it('tells a bot (the honeypot filled) "sent" and sends nothing', async () => {
    expect(await post('/contact-us', { ...CONTACT, website: 'https://spam.example' })).toMatchObject({
      kind: 'redirect',
    });
    expect(posted('web/contactus')).toEqual([]);
  });

  it('keeps what was typed with the browser’s polite sentence when the API does not answer (503) or refuses too many (429)', async () => {
    api.answers['POST web/contactus'] = { status: 503, body: { error: { code: 'internal', message: 'x' } } };
    const down = pageOf(await post('/contact-us', CONTACT));
    expect(down).toMatchObject({
      status: 503,
      data: {
        values: CONTACT,
        failure: 'Maaf, terjadi kesalahan. Silakan coba beberapa saat lagi.',
      },
    });
    const page = await renderForTest(renderer, api, '/contact-us', {
      action: { status: down.status, data: down.data },
    });
    expect(page.html).toContain('Maaf, terjadi kesalahan. Silakan coba beberapa saat lagi.');
    expect(page.html).toContain('value="Budi Santoso"');

    api.answers['POST web/contactus'] = {
      status: 429,
      body: { error: { code: 'rate_limited', message: 'x' } },
    };
    expect(pageOf(await post('/en/contact-us', CONTACT))).toMatchObject({
      status: 429,
      data: { failure: 'Too many requests. Please wait a moment and try again.' },
    });
  });
});

describe('an event’s registration without JavaScript', () => {
  const PERSON = { name: 'Siti Rahma', email: 'siti@example.com', phone: '081234567890' };

  it('answers an invalid phone 422 in the page’s language, the form again with what was typed', async () => {
    const answer = pageOf(await post('/event/acara-1', { ...PERSON, phone: '12' }));
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.data as { errors: object }).errors)).toEqual(['phone']);
    const page = await renderForTest(renderer, api, '/event/acara-1', {
      action: { status: answer.status, data: answer.data },
    });
    expect(page.html).toContain('Ada 1 hal yang perlu diperbaiki');
    expect(page.html).toContain('href="#event-phone"');
    expect(page.html).toContain('value="Siti Rahma"');
    expect(page.html).toContain('value="12"');
  });

  it('registers for the event of the URL and thanks on its page with the API’s sentence', async () => {
    const done = await post('/event/acara-1', PERSON);
    expect(done).toMatchObject({
      kind: 'redirect',
      to: '/event/acara-1',
      flash: {
        form: 'event',
        done: true,
        already: false,
        message: 'Pendaftaran Anda untuk Acara 1 sudah kami terima.',
      },
    });
    expect(JSON.parse(posted('web/post/registration')[0].body)).toEqual({ event_slug: 'acara-1', ...PERSON });
    const page = await renderForTest(renderer, api, '/event/acara-1', {
      action: { status: 200, data: flashOf(done) },
    });
    expect(page.html).toContain('Pendaftaran berhasil');
    expect(page.html).toContain('Pendaftaran Anda untuk Acara 1 sudah kami terima.');
  });

  it('says why when the event filled up meanwhile (409), with the event shown closed', async () => {
    api.answers['POST web/post/registration'] = {
      status: 409,
      body: { error: { code: 'event_full', message: 'Kuota acara ini sudah penuh.' } },
    };
    api.answers['GET web/events/acara-1'] = {
      status: 200,
      body: { data: { ...EVENT, registration: 'full', registered: 120 } },
    };
    const full = pageOf(await post('/event/acara-1', PERSON));
    expect(full).toMatchObject({ status: 409, data: { failure: 'Kuota acara ini sudah penuh.' } });
    const page = await renderForTest(renderer, api, '/event/acara-1', {
      action: { status: full.status, data: full.data },
    });
    expect(page.status).toBe(409);
    expect(page.html).toContain('Kuota acara ini sudah penuh.');
    expect(page.html).toContain('Pendaftaran Ditutup');
  });
});

describe('the newsletter without JavaScript (the footer posts to /newsletter)', () => {
  it('answers an invalid address 422 on /newsletter, keeping it and the page it came from', async () => {
    const answer = pageOf(await post('/en/newsletter', { email: 'ani@', from: '/news/x' }));
    expect(answer).toMatchObject({
      status: 422,
      data: { values: { email: 'ani@', from: '/news/x' }, errors: { email: expect.any(String) } },
    });
    const page = await renderForTest(renderer, api, '/en/newsletter', {
      action: { status: answer.status, data: answer.data },
    });
    expect(page.html).toContain('<h1');
    expect(page.html).toContain('value="ani@"');
    expect(page.html).toContain('<input type="hidden" name="from" value="/news/x"/>');
  });

  it('subscribes and thanks on /newsletter with the way back; an address from elsewhere is no way back', async () => {
    const done = await post('/en/newsletter', { email: 'ani@example.com', from: '/news/x' });
    expect(done).toMatchObject({
      kind: 'redirect',
      to: '/newsletter',
      flash: { form: 'newsletter', done: true, already: true, from: '/news/x' },
    });
    expect(JSON.parse(posted('web/newsletter')[0].body)).toEqual({ name: '', email: 'ani@example.com' });
    const page = await renderForTest(renderer, api, '/en/newsletter', {
      action: { status: 200, data: flashOf(done) },
    });
    expect(page.html).toContain('Your e-mail address was already subscribed. Thank you!');
    expect(page.html).toMatch(/<a[^>]*href="\/en\/news\/x"[^>]*>.*Back to the page you were on/s);

    for (const from of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const elsewhere = await post('/newsletter', { email: 'ani@example.com', from });
      expect(flashOf(elsewhere)).not.toHaveProperty('from');
    }
  });

  it('keeps the address with a polite sentence when the API does not answer', async () => {
    api.answers['POST web/newsletter'] = {
      status: 502,
      body: { error: { code: 'bad_gateway', message: 'x' } },
    };
    expect(pageOf(await post('/newsletter', { email: 'ani@example.com' }))).toMatchObject({
      status: 503,
      data: { values: { email: 'ani@example.com' }, failure: expect.stringContaining('Maaf') },
    });
  });
});
