/**
 * @jest-environment node
 */
// The screening form's server action (features/form/screeningAction.ts) in this remote's renderer, as the
// site server runs it for answers posted without JavaScript (docs/architecture.md §2c), against a real HTTP API.
import type { ActionOutcome, RemoteState } from '@hospital/remote-kit/server';
import { renderForTest, startTestApi, type TestApi, actForTest } from '@hospital/remote-kit/testing/actions';
import { TEST_DEFINITION } from './features/form/testDefinition';
import { renderer } from './server';

const RESULT_ID = '5b0c6f0e-0a43-4a43-9d0e-6c1f6f0b9a11';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {
    'GET medika.config.form/get': {
      status: 200,
      body: { data: { results: [TEST_DEFINITION], count: 1 } },
    },
    'POST medika.assesment.result': {
      status: 201,
      body: { data: { id: RESULT_ID, category: 'low' } },
    },
  };
});

const VALID = {
  'visitor.name': 'Siti Rahayu',
  'visitor.phone': '081234567890',
  'answers.fever': 'yes',
  'answers.contact': 'confirmed',
  'answers.temperature': '37,8',
  'answers.onset': '',
  'answers.weight': '60',
};

function post(url: string, form: Record<string, string>, state: RemoteState | null = null) {
  return actForTest(renderer, api, url, form, state);
}

function pageOf(outcome: ActionOutcome) {
  if (outcome.kind !== 'page') throw new Error(`expected the page again, got ${outcome.kind}`);
  return outcome;
}

describe('the screening form’s server action', () => {
  it('answers missing and wrong answers 422 with the browser’s messages, and renders the form again with everything typed', async () => {
    const answer = pageOf(
      await post('/screening', {
        ...VALID,
        'visitor.name': '',
        'answers.fever': '',
        'answers.temperature': '50',
        'answers.weight': 'abc',
      }),
    );
    expect(answer.status).toBe(422);
    expect(answer.data).toEqual({
      values: {
        visitor: { name: '', phone: '081234567890' },
        answers: { fever: '', contact: 'confirmed', temperature: '50', onset: '', weight: 'abc' },
      },
      errors: {
        'visitor.name': 'Kolom ini wajib diisi.',
        'answers.fever': 'Kolom ini wajib diisi.',
        'answers.temperature': 'Masukkan angka antara 34 dan 43.',
        'answers.weight': 'Kolom ini harus berupa angka.',
      },
      problem: null,
    });
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    const page = await renderForTest(renderer, api, '/screening', {
      action: { status: answer.status, data: answer.data },
    });
    expect(page.status).toBe(422);
    expect(page.html).toMatch(/<form[^>]*method="post"/);
    expect(page.html).toContain('Ada 4 hal yang perlu diperbaiki');
    expect(page.html).toContain('href="#screening-visitor-name"');
    expect(page.html).toContain('href="#screening-answers-fever"');
    expect(page.html).toMatch(/Nama lengkap(<!-- -->)?: (<!-- -->)?Kolom ini wajib diisi\./);
    expect(page.html).toContain('value="081234567890"');
    expect(page.html).toContain('value="abc"');
    expect(page.html).toMatch(/<input[^>]*checked=""[^>]*value="confirmed"/);
    // Only the browser keeps a draft and clears it: no such button before the scripts run.
    expect(page.html).not.toContain('Hapus jawaban');
  });

  it('gives its messages in English on an English page', async () => {
    const answer = pageOf(await post('/en/screening', { ...VALID, 'answers.temperature': '33' }));
    expect(answer.data).toMatchObject({
      errors: { 'answers.temperature': 'Enter a number between 34 and 43.' },
    });
    const page = await renderForTest(renderer, api, '/en/screening', {
      action: { status: answer.status, data: answer.data },
    });
    expect(page.html).toContain('There is 1 thing to fix');
  });

  it('stores valid answers as the browser does and answers 303 to the result; the same answers again are stored once', async () => {
    const first = await post('/screening', VALID);
    expect(first).toMatchObject({ kind: 'redirect', to: `/screening/result?id=${RESULT_ID}` });
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      formId: 1,
      visitor: { name: 'Siti Rahayu', phone: '081234567890' },
      answers: { fever: true, contact: 'confirmed', temperature: 37.8, weight: 60 },
    });
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
    const state = (first as { state: RemoteState }).state;
    // The answers themselves are not kept: a key and a hash of them.
    expect(JSON.stringify(state)).not.toContain('Siti');

    await post('/screening', VALID, state);
    await post('/screening', { ...VALID, 'answers.weight': '61' }, state);
    const keys = api.calls.filter((call) => call.method === 'POST').map((call) => call.key);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('keeps everything typed and says so politely when the API does not answer (503), then sends again with the same key', async () => {
    api.answers['POST medika.assesment.result'] = {
      status: 503,
      body: { error: { code: 'internal', message: 'down' } },
    };
    const down = pageOf(await post('/screening', VALID));
    expect(down.status).toBe(503);
    expect(down.data).toMatchObject({
      errors: {},
      problem: 'network',
      values: { visitor: { name: 'Siti Rahayu' } },
    });
    const page = await renderForTest(renderer, api, '/screening', {
      state: down.state ?? null,
      action: { status: down.status, data: down.data },
    });
    expect(page.status).toBe(503);
    expect(page.html).toContain('Jawaban belum terkirim');
    expect(page.html).toMatch(/<button[^>]*type="submit"[^>]*>.*Kirim lagi/s);
    expect(page.html).toContain('value="Siti Rahayu"');

    api.answers['POST medika.assesment.result'] = { status: 201, body: { data: { id: RESULT_ID } } };
    expect(await post('/screening', VALID, down.state ?? null)).toMatchObject({ kind: 'redirect' });
    const keys = api.calls.filter((call) => call.method === 'POST').map((call) => call.key);
    expect(keys[1]).toBe(keys[0]);
  });

  it('puts the API’s own field messages on the fields (422), and keeps what was typed when the form cannot be read (503)', async () => {
    api.answers['POST medika.assesment.result'] = {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Periksa kembali data yang diisi.',
          fields: { 'visitor.phone': 'Nomor telepon tidak valid.', formId: 'x' },
        },
      },
    };
    const invalid = pageOf(await post('/screening', VALID));
    expect(invalid.status).toBe(422);
    expect(invalid.data).toMatchObject({
      errors: { 'visitor.phone': 'Nomor telepon tidak valid.' },
      problem: 'invalid',
    });

    api.answers['GET medika.config.form/get'] = { status: 500, body: { error: { code: 'internal' } } };
    const unreadable = pageOf(await post('/screening', VALID));
    expect(unreadable.status).toBe(503);
    expect(unreadable.data).toMatchObject({
      problem: 'network',
      values: { visitor: { name: 'Siti Rahayu' }, answers: { weight: '60' } },
    });
  });
});
