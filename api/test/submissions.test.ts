import type {
  ContactResult,
  EventRegistrationResult,
  HospitalEvent,
  NewsletterResult,
} from '@hospital/contract';
import { validationMessages } from '@hospital/domain';
import { describeApi, type ErrorBody, type ItemBody } from './support/harness';

const OPEN_EVENT = 'pelatihan-bantuan-hidup-dasar-untuk-awam';

describeApi('submissions: event registration, contact, newsletter', (api) => {
  describe('POST web/post/registration', () => {
    it('registers for an open event and counts the place', async () => {
      const before = await api.get<ItemBody<HospitalEvent>>(`web/events/${OPEN_EVENT}`);
      const res = await api.post<ItemBody<EventRegistrationResult>>('web/post/registration', {
        event_slug: OPEN_EVENT,
        name: 'Budi Santoso',
        email: 'Budi@Example.com',
        phone: '0812 3456 7890',
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ event_slug: OPEN_EVENT, already_registered: false });
      const after = await api.get<ItemBody<HospitalEvent>>(`web/events/${OPEN_EVENT}`);
      expect(after.body.data.registered).toBe(before.body.data.registered + 1);
      const [row] = await api.sql<{ email: string; phone: string }>(
        `select email, phone from event_registrations where id = ${res.body.data.id}`,
      );
      expect(row).toEqual({ email: 'budi@example.com', phone: '6281234567890' });
    });

    it('answers a second registration with the same e-mail kindly, without a second row', async () => {
      const body = {
        event_id: before().id,
        name: 'Siti Rahayu',
        email: 'siti@example.com',
        phone: '081298765432',
      };
      const first = await api.post<ItemBody<EventRegistrationResult>>('web/post/registration', body);
      const second = await api.post<ItemBody<EventRegistrationResult>>('web/post/registration', body);
      expect(first.status).toBe(201);
      expect(second.status).toBe(200);
      expect(second.body.data.already_registered).toBe(true);
      expect(second.body.data.id).toBe(first.body.data.id);
    });

    let openEvent: HospitalEvent;
    const before = () => openEvent;
    beforeAll(async () => {
      openEvent = (await api.get<ItemBody<HospitalEvent>>(`web/events/${OPEN_EVENT}`)).body.data;
    });

    it('answers 409 for a closed, a full and a past event', async () => {
      const person = { name: 'Rina Kartika', email: 'rina@example.com', phone: '081211112222' };
      const closed = await api.post<ErrorBody>('web/post/registration', {
        event_slug: 'webinar-diabetes-dan-puasa',
        ...person,
      });
      expect([closed.status, closed.body.error.code]).toEqual([409, 'registration_closed']);
      const full = await api.post<ErrorBody>('web/post/registration', {
        event_slug: 'kelas-persiapan-persalinan',
        ...person,
      });
      expect([full.status, full.body.error.code]).toEqual([409, 'event_full']);
      const past = await api.post<ErrorBody>('web/post/registration', {
        event_slug: 'hari-kesehatan-nasional-cek-kesehatan-gratis',
        ...person,
      });
      expect([past.status, past.body.error.code]).toEqual([409, 'registration_closed']);
    });

    it('becomes full when the last place is taken', async () => {
      await api.sql(`update events set capacity = registered + 1 where slug = 'senam-jantung-sehat-bersama'`);
      const person = (n: number) => ({
        event_slug: 'senam-jantung-sehat-bersama',
        name: `Peserta ${n}`,
        email: `p${n}@example.com`,
        phone: '081233334444',
      });
      expect((await api.post('web/post/registration', person(1))).status).toBe(201);
      const second = await api.post<ErrorBody>('web/post/registration', person(2));
      expect(second.body.error.code).toBe('event_full');
      const event = await api.get<ItemBody<HospitalEvent>>('web/events/senam-jantung-sehat-bersama');
      expect(event.body.data.registration).toBe('full');
    });

    it('validates name, e-mail and phone with the docs/product-rules.md §5 messages, and needs an event', async () => {
      const res = await api.post<ErrorBody>('web/post/registration?lang=en', {
        event_slug: OPEN_EVENT,
        name: 'Al',
        email: 'nope',
        phone: '12',
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({
        name: 'Minimal 3 character.',
        email: 'Email format is incorrect.',
        phone: validationMessages('en').phone,
      });
      const noEvent = await api.post<ErrorBody>('web/post/registration', {
        name: 'Budi',
        email: 'b@x.id',
        phone: '081234567890',
      });
      expect(noEvent.status).toBe(400);
      const unknown = await api.post<ErrorBody>('web/post/registration', {
        event_slug: 'nope',
        name: 'Budi',
        email: 'b@x.id',
        phone: '081234567890',
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('POST web/contactus', () => {
    it('accepts the form-encoded message of docs/product-rules.md §7 and stores it', async () => {
      const res = await api.post<ItemBody<ContactResult>>(
        'web/contactus',
        { name: 'Dewi Lestari', email: 'dewi@example.com', message: 'Apakah Poli Anak buka hari Minggu?' },
        { form: true },
      );
      expect(res.status).toBe(201);
      const [row] = await api.sql<{ name: string; message: string }>(
        `select name, message from contact_messages where id = ${res.body.data.id}`,
      );
      expect(row).toEqual({ name: 'Dewi Lestari', message: 'Apakah Poli Anak buka hari Minggu?' });
    });

    it('also accepts JSON, and validates in the language asked', async () => {
      const ok = await api.post('web/contactus', {
        name: 'Agus Permana',
        email: 'agus@example.com',
        message: 'Saya ingin bertanya jadwal.',
      });
      expect(ok.status).toBe(201);
      const bad = await api.post<ErrorBody>(
        'web/contactus',
        { name: '', email: 'x', message: 'short' },
        { form: true, headers: { 'accept-language': 'id' } },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({
        name: 'Kolom ini wajib diisi.',
        email: 'Format email salah.',
        message: 'Minimal 10 karakter.',
      });
    });

    it('refuses other content types with 415 and broken JSON with 400', async () => {
      const xml = await api.post<ErrorBody>('web/contactus', undefined, {
        raw: '<a/>',
        headers: { 'content-type': 'application/xml' },
      });
      expect(xml.status).toBe(415);
      const broken = await api.post<ErrorBody>('web/contactus', undefined, {
        raw: '{"name":',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
      expect(broken.body.error.code).toBe('bad_request');
    });
  });

  describe('POST web/newsletter', () => {
    it('subscribes once; a second time is a friendly answer and no new row', async () => {
      const first = await api.post<ItemBody<NewsletterResult>>('web/newsletter', {
        email: 'Warga@Example.com',
      });
      expect(first.status).toBe(201);
      expect(first.body.data.already_subscribed).toBe(false);
      const second = await api.post<ItemBody<NewsletterResult>>('web/newsletter?lang=en', {
        email: 'warga@example.com',
        name: 'Warga',
      });
      expect(second.status).toBe(200);
      expect(second.body.data).toMatchObject({ subscribed: true, already_subscribed: true });
      expect(second.body.data.message).toMatch(/already subscribed/);
      const rows = await api.sql<{ n: number | string }>(
        `select count(*) as n from newsletter_subscriptions where email = 'warga@example.com'`,
      );
      expect(Number(rows[0].n)).toBe(1);
    });

    it('validates the e-mail', async () => {
      const res = await api.post<ErrorBody>('web/newsletter?lang=en', { email: 'not-an-email' });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ email: 'Email format is incorrect.' });
    });
  });
});
