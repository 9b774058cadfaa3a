/**
 * @jest-environment node
 */
// The booking wizard's server action (features/wizard/wizardAction.ts) in this remote's server renderer,
// as the site server runs it for a step posted without JavaScript (docs/architecture.md §2c), against a real
// HTTP API on a local port.
import type { RemoteState } from '@hospital/remote-kit/server';
import { renderForTest, startTestApi, type TestApi, actForTest } from '@hospital/remote-kit/testing/actions';
import {
  appointment,
  availability,
  BPJS_INSURANCE,
  CHILD_PATIENT,
  COMPANIES,
  DOCTORS,
  MOTHER_CONTACT,
  PATIENT,
} from './testing/fixtures';
import { emptyDraft } from './features/wizard/draftStore';
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
    'POST medika.patient': { status: 201, body: { data: PATIENT } },
    'POST medika.appointment': { status: 201, body: { data: appointment({ code: 'K7PQ3MZXA9' }) } },
  };
});

function post(url: string, form: Record<string, string>, state: RemoteState | null = null) {
  return actForTest(renderer, api, url, form, state);
}

/** A draft at the summary: a child with BPJS, her mother, a session. */
function summaryState(): RemoteState {
  const data = {
    ...emptyDraft(),
    step: 5,
    companyId: 1,
    patient: CHILD_PATIENT,
    contact: MOTHER_CONTACT,
    insurance: BPJS_INSURANCE,
    schedule: {
      poliId: 2462,
      doctorId: 1023,
      date: '2026-11-24',
      sessionId: 501,
      start: '08:00',
      end: '12:00',
    },
  };
  const { attempt: _attempt, ...kept } = data;
  return { draft: { id: 'draft-1', rev: 7, data: kept } } as unknown as RemoteState;
}

describe('the booking wizard’s server action', () => {
  it('a session link posted without JavaScript: its schedule step, then the patient step (docs/decisions.md, issue 26)', async () => {
    api.answers['GET medika.availability'] = { status: 200, body: { data: availability() } };
    const outcome = await post(
      '/appointment/create?doctor=1023&company=1&poli=2462&date=2026-11-24&session=69',
      {
        poliId: '2462',
        doctorId: '1023',
        sessionId: '69',
      },
    );
    expect(outcome).toMatchObject({ kind: 'redirect', to: '/appointment/create?step=2' });
    const state = (outcome as { state: RemoteState }).state;
    expect(state.draft).toMatchObject({
      data: {
        companyId: 1,
        scheduleFirst: true,
        schedule: {
          poliId: 2462,
          doctorId: 1023,
          date: '2026-11-24',
          sessionId: 69,
          start: '16:00',
          end: '19:00',
        },
      },
    });
    // The patient step answered goes on to the payment, which then goes to the summary.
    const patient = await post(
      '/appointment/create?step=2',
      {
        'patient.forWhom': 'self',
        'patient.fullName': 'Siti Rahayu',
        'patient.birthDay': '21',
        'patient.birthMonth': '11',
        'patient.birthYear': '1990',
        'patient.nik': '3273012345678901',
        'contact.phone': '081234567890',
        'contact.email': 'siti@example.com',
      },
      state,
    );
    expect(patient).toMatchObject({ kind: 'redirect', to: '/appointment/create?step=3' });
    const paid = await post(
      '/appointment/create?step=3',
      { kind: 'self' },
      (patient as { state: RemoteState }).state,
    );
    expect(paid).toMatchObject({ kind: 'redirect', to: '/appointment/create?step=5' });
  });

  it('answers step 1 without a hospital 422 with the message, and with one 303 to step 2 with the draft kept', async () => {
    const invalid = await post('/appointment/create?step=1', {});
    expect(invalid).toMatchObject({
      kind: 'page',
      status: 422,
      data: { step: 1, errors: { companyId: 'Kolom ini wajib diisi.' }, problem: null },
    });
    const valid = await post('/en/appointment/create?step=1', { companyId: '2' });
    expect(valid).toMatchObject({ kind: 'redirect', to: '/appointment/create?step=2' });
    const draft = (
      valid as unknown as {
        state: { draft: { id: string; rev: number; data: { companyId: number; step: number } } };
      }
    ).state.draft;
    expect(draft).toMatchObject({ rev: 1, data: { companyId: 2, step: 2 } });
    expect(draft.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a child without her guardian 422 with the messages in the page’s language, and renders the step again with everything typed', async () => {
    const step1 = await post('/en/appointment/create?step=1', { companyId: '1' });
    const state = (step1 as unknown as { state: RemoteState }).state;
    const invalid = await post(
      '/en/appointment/create?step=2',
      {
        'patient.forWhom': 'child',
        'patient.fullName': 'Aisyah <Putri>',
        'patient.birthDay': '5',
        'patient.birthMonth': '03',
        'patient.birthYear': '2023',
        'patient.nik': '3203 0145 0323 0002',
        'contact.phone': '0812-9876-5432',
        'contact.email': '',
      },
      state,
    );
    if (invalid.kind !== 'page') throw new Error(invalid.kind);
    expect(invalid.status).toBe(422);
    expect(invalid.data).toEqual({
      step: 2,
      errors: {
        'contact.fullName': 'This field is required.',
        'contact.relationship': 'This field is required.',
      },
      problem: null,
    });
    const page = await renderForTest(renderer, api, '/en/appointment/create?step=2', {
      state: invalid.state ?? null,
      action: { status: 422, data: invalid.data },
    });
    expect(page.status).toBe(422);
    expect(page.html).toContain('There are 2 things to fix');
    expect(page.html).toContain('href="#booking-contact-name"');
    expect(page.html).toContain('value="Aisyah &lt;Putri&gt;"');
    expect(page.html).toContain('value="3203014503230002"');
    expect(page.html).toContain('value="081298765432"');
    // The child is chosen, and her guardian's questions are asked.
    expect(page.html).toMatch(/<input[^>]*checked=""[^>]*value="child"/);
    expect(page.html).toContain('id="booking-contact-name"');
    expect(page.html).toMatch(/<form noValidate="" method="post">/);
    // All of it in place: no part left for an inline script to reveal (the CSP refuses them).
    expect(page.html).not.toContain('<script');
    expect(page.html).not.toContain('<template');
  });

  it('takes a passport on step 2 without JavaScript, then refuses BPJS for it with the message, 422 (docs/decisions.md, issue 26)', async () => {
    const step1 = await post('/en/appointment/create?step=1', { companyId: '1' });
    const patient = await post(
      '/en/appointment/create?step=2',
      {
        'patient.forWhom': 'self',
        'patient.fullName': 'Emma Larsen',
        'patient.birthDay': '21',
        'patient.birthMonth': '11',
        'patient.birthYear': '1990',
        'patient.idDocument': 'passport',
        // The NIK field is in the form too (hidden by CSS): what it holds is not this booking's.
        'patient.nik': '',
        'patient.documentNumber': 'fp 1234-567',
        'contact.phone': '081234567890',
        'contact.email': '',
      },
      (step1 as unknown as { state: RemoteState }).state,
    );
    expect(patient).toMatchObject({ kind: 'redirect', to: '/appointment/create?step=3' });
    const state = (patient as unknown as { state: RemoteState }).state;
    expect(state.draft).toMatchObject({
      data: { patient: { idDocument: 'passport', documentNumber: 'fp 1234-567', nik: '' } },
    });
    const bpjs = await post(
      '/en/appointment/create?step=3',
      { kind: 'bpjs', bpjsCardNumber: '0001234567890', referralNumber: '0301R0011125B000123' },
      state,
    );
    if (bpjs.kind !== 'page') throw new Error(bpjs.kind);
    expect(bpjs.status).toBe(422);
    expect(bpjs.data).toEqual({
      step: 3,
      errors: {
        kind: 'BPJS Kesehatan needs the patient’s NIK. With a passport or KITAS, choose self-pay or another insurer.',
      },
      problem: null,
    });
    const page = await renderForTest(renderer, api, '/en/appointment/create?step=3', {
      state: bpjs.state ?? null,
      action: { status: 422, data: bpjs.data },
    });
    expect(page.html).toContain('There is 1 thing to fix');
    expect(page.html).toContain('Needs the patient’s NIK');
    const paid = await post('/en/appointment/create?step=3', { kind: 'self' }, bpjs.state ?? null);
    expect(paid).toMatchObject({ kind: 'redirect', to: '/appointment/create?step=4' });
  });

  it('books the summary once: the same key for the same draft, the draft forgotten and the booking named for the success page', async () => {
    const first = await post('/appointment/create?step=5', { consent: 'on' }, summaryState());
    const second = await post('/appointment/create?step=5', { consent: 'on' }, summaryState());
    for (const outcome of [first, second]) {
      expect(outcome).toMatchObject({ kind: 'redirect', to: '/appointment/success?code=K7PQ3MZXA9' });
      expect((outcome as unknown as { state: RemoteState }).state).toEqual({
        booked: { code: 'K7PQ3MZXA9', bornDate: '2023-03-05', lang: 'id', at: expect.any(Number) },
      });
    }
    const keys = api.calls.filter((c) => c.path === 'medika.appointment').map((c) => c.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^html-[A-Za-z0-9_-]{40}$/);
    expect(keys[1]).toBe(keys[0]);

    // The post sent again once booked: the confirmation, nothing asked of the API.
    api.calls.length = 0;
    const booked = (first as unknown as { state: RemoteState }).state;
    expect(await post('/appointment/create?step=5', { consent: 'on' }, booked)).toEqual({
      kind: 'redirect',
      to: '/appointment/success?code=K7PQ3MZXA9',
      state: undefined,
    });
    expect(api.calls).toEqual([]);
  });

  it('keeps the summary when the consent is missing (422) or the API does not answer (503), nothing lost', async () => {
    const noConsent = await post('/appointment/create?step=5', {}, summaryState());
    expect(noConsent).toMatchObject({
      kind: 'page',
      status: 422,
      data: { step: 5, errors: { consent: 'Anda harus menyetujui sebelum melanjutkan.' } },
    });
    api.answers['POST medika.appointment'] = {
      status: 503,
      body: { error: { code: 'internal', message: 'down' } },
    };
    const down = await post('/appointment/create?step=5', { consent: 'on' }, summaryState());
    expect(down).toMatchObject({
      kind: 'page',
      status: 503,
      data: { step: 5, errors: {}, problem: 'retryable' },
    });
    expect(
      (down as unknown as { state: { draft: { data: { patient: unknown } } } }).state.draft.data.patient,
    ).toEqual(CHILD_PATIENT);
  });

  it('goes back without checking, keeping what was typed', async () => {
    const back = await post(
      '/appointment/create?step=3',
      { intent: 'back', kind: 'bpjs', bpjsCardNumber: '12' },
      summaryState(),
    );
    expect(back).toMatchObject({ kind: 'redirect', to: '/appointment/create?step=2' });
    expect(
      (back as unknown as { state: { draft: { data: { insurance: unknown } } } }).state.draft.data.insurance,
    ).toMatchObject({
      kind: 'bpjs',
      bpjsCardNumber: '12',
    });
  });
});
