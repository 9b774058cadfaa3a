/**
 * @jest-environment node
 */
// This remote's server renderer (server.tsx) as the site server runs it, against a real HTTP API on a local
// port: what a patient gets before the page's scripts run, or without them (docs/decisions.md, issue 25).
import type { Encounter } from '@hospital/api-client';
import { renderForTest, startTestApi, type TestApi } from '@hospital/remote-kit/testing/actions';
import { renderer } from './server';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const KEY = 'mtg-1.tok-2';
function encounter(status: Encounter['status']): Encounter {
  return {
    meeting_id: 'mtg-1',
    status,
    scheduled_start: '2026-11-28T10:00:00+07:00',
    scheduled_end: '2026-11-28T10:30:00+07:00',
    opens_at: '2026-11-28T09:50:00+07:00',
    closes_at: '2026-11-28T11:00:00+07:00',
    doctor: { id: 7, slug: 'dr-andi', name: 'dr. Andi Wijaya', speciality: 'Penyakit Dalam', photo: '' },
    patient: { initials: 'S. R.' },
    company: { id: 1, name: 'Medika Hospital Bandung' },
  };
}
const answer = (status: Encounter['status']) => {
  api.answers['GET medika.encounter/get'] = { status: 200, body: { data: encounter(status) } };
};
const rendered = (url: string) => renderForTest(renderer, api, url);

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
});

describe('mf-telemedicine server renderer, before or without JavaScript', () => {
  it('an open room says it needs JavaScript, and renders no control that would do nothing', async () => {
    answer('open');
    const page = await rendered(`/en/konsultasi/${KEY}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Consultation with dr. Andi Wijaya');
    expect(page.html).toContain('The video room needs JavaScript.');
    expect(page.html).not.toContain('<button');
  });

  it('a room not open yet: "check again" is a link to the same page', async () => {
    answer('scheduled');
    const page = await rendered(`/konsultasi/${KEY}`);
    expect(page.html).toMatch(/<a href="\/konsultasi\/mtg-1\.tok-2"[^>]*><span[^>]*>Periksa lagi</);
    expect(page.html).not.toContain('<button');
  });

  it('the code form is a GET form: its `?code=` opens the room of that code', async () => {
    const form = await rendered('/konsultasi');
    expect(form.html).toMatch(/<form [^>]*method="get"/);
    expect(form.html).toMatch(/<input[^>]*name="code"/);
    answer('open');
    const page = await rendered(`/konsultasi?code=${encodeURIComponent(` ${KEY} `)}`);
    expect(page.html).toContain('Konsultasi dengan dr. Andi Wijaya');
    expect(api.calls.map((c) => [c.path, c.query.get('meetingId'), c.query.get('t')])).toEqual([
      ['medika.encounter/get', 'mtg-1', 'tok-2'],
    ]);
  });

  it('the code form sent empty says the code is required', async () => {
    const page = await rendered('/konsultasi?code=');
    expect(page.html).toContain('Kolom ini wajib diisi.');
    expect(api.calls).toEqual([]);
  });
});
