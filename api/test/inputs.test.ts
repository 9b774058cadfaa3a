/**
 * The seven causes of the 500s the fuzzing of docs/decisions.md, issue 13 found, one test each: every one is now a 400
 * (or 413/415) naming the field, on PGlite and PostgreSQL. The fuzz suite (fuzz.test.ts) explores
 * around them; these pin them.
 */
import {
  createPatient,
  openSessions,
  doctorsWithoutLeave,
  appointmentBody,
  patientBody,
  patientInput,
} from './support/booking';
import { describeApi, type ErrorBody } from './support/harness';

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describeApi('bad input never gets a 500', (api) => {
  const postRaw = (path: string, raw: string, headers: Record<string, string>) =>
    api.request<ErrorBody>('POST', path, undefined, { raw, headers });

  it('1. a non-string where a string is expected: 400 naming the field', async () => {
    for (const email of [['a@b.co'], { address: 'a@b.co' }, 12345, true]) {
      const res = await api.post<ErrorBody>('web/newsletter?lang=en', { email });
      expect([res.status, res.body.error.fields]).toEqual([400, { email: 'This field must be text.' }]);
    }
    const patient = await api.post<ErrorBody>('medika.patient?lang=en', {
      ...patientInput(),
      nik: 3273010101010001,
    });
    expect([patient.status, patient.body.error.fields]).toEqual([400, { nik: 'This field must be text.' }]);
    const visitor = await api.post<ErrorBody>('medika.assesment.result?lang=en', {
      formId: 1,
      visitor: { name: ['Budi'], phone: '081234567890' },
      answers: {},
    });
    expect(visitor.status).toBe(400);
    expect(visitor.body.error.fields).toMatchObject({ 'visitor.name': 'This field must be text.' });
  });

  it('2. keys named like Object.prototype members, at any depth: 400 naming the key', async () => {
    const cases: [string, string, string][] = [
      ['web/contactus', '{"constructor":1}', 'constructor'],
      ['web/newsletter', '{"email":"a@b.co","toString":"x"}', 'toString'],
      ['medika.patient', '{"fullName":{"toString":1}}', 'fullName.toString'],
      ['web/post/registration', '{"hasOwnProperty":1}', 'hasOwnProperty'],
      ['medika.assesment.result', '{"formId":1,"answers":{"valueOf":true}}', 'answers.valueOf'],
    ];
    for (const [path, raw, field] of cases) {
      const res = await postRaw(`${path}?lang=en`, raw, json);
      expect([path, res.status, res.body.error.fields]).toEqual([
        path,
        400,
        { [field]: 'This field name is not allowed.' },
      ]);
    }
    // __proto__ itself is refused by the JSON parser (prototype poisoning), as a 400 too.
    expect((await postRaw('web/newsletter', '{"__proto__":{"x":1}}', json)).status).toBe(400);
    const query = await api.get<ErrorBody>('web/article?constructor=1&lang=en');
    expect([query.status, query.body.error.fields]).toEqual([
      400,
      { constructor: 'This field name is not allowed.' },
    ]);
  });

  it('3. JSON nested 4,000 levels deep: refused before it is parsed, 400', async () => {
    for (const raw of [
      `${'['.repeat(4000)}${']'.repeat(4000)}`,
      `{"fullName":${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}}`,
    ]) {
      const res = await postRaw('medika.appointment?lang=en', raw, {
        ...json,
        'idempotency-key': 'deep-nesting-1',
      });
      expect([res.status, res.body.error.fields]).toEqual([
        400,
        { _: 'The data is nested too deeply (at most 32 levels).' },
      ]);
    }
    // (4,000 levels do not fit a URL: Node answers 431 to a request line that long.)
    const deepFilter = encodeURIComponent(`${'['.repeat(1000)}${']'.repeat(1000)}`);
    const list = await api.get<ErrorBody>(`web/article?filters=${deepFilter}`);
    expect([list.status, list.body.error.code]).toEqual([400, 'invalid_filter']);
  });

  it('4. integers beyond int4 (PostgreSQL 22003) in bodies, parameters and filters: 400 naming the field', async () => {
    const [doctor] = await doctorsWithoutLeave(api);
    const [slot] = await openSessions(api, `doctor_id=${doctor.id}`);
    const patient = await createPatient(api);
    for (const value of [2 ** 31, 2 ** 53, 1e20]) {
      const res = await api.post<ErrorBody>(
        'medika.appointment?lang=en',
        appointmentBody(patient, slot, { sessionId: value }),
      );
      expect([res.status, res.body.error.fields]).toEqual([
        400,
        { sessionId: 'This field must be a number.' },
      ]);
    }
    const insurer = await api.post<ErrorBody>(
      'medika.appointment?lang=en',
      appointmentBody(patient, slot, {
        insurance: { kind: 'insurer', insurerId: 2 ** 31, policyNumber: 'P-1' },
      }),
    );
    expect(insurer.body.error.fields).toEqual({
      'insurance.insurerId': 'This field must be a whole number 1..2147483647.',
    });
    const registration = await api.post<ErrorBody>('web/post/registration', {
      event_id: 2 ** 31,
      name: 'Budi Santoso',
      email: 'budi@example.com',
      phone: '081234567890',
    });
    expect(registration.status).toBe(404);
    const form = await api.post<ErrorBody>('medika.assesment.result?lang=en', {
      formId: 2 ** 31,
      visitor: { name: 'Budi Santoso', phone: '081234567890' },
      answers: {},
    });
    expect(form.body.error.fields).toMatchObject({ formId: 'This field must be a number.' });
    for (const path of [
      'web/article?category_id=2147483648',
      'web/hospital_room?company_id=2147483648',
      'web/events?company_id=4294967296',
      `web/promo?filters=${encodeURIComponent(JSON.stringify([['id', 'in', [1, 2 ** 31]]]))}`,
      'medika.config.form/get?id=9007199254740993',
      'web/video?offset=100000000000000000000',
      'web/speciality?company_id=2147483648',
    ]) {
      const res = await api.get<ErrorBody>(path);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body.error.message).toMatch(/category_id|company_id|id|offset/);
    }
  });

  it('5. U+0000 in any text, query or path (PostgreSQL 22021): 400 naming the field', async () => {
    const body = await api.post<ErrorBody>('web/contactus?lang=en', {
      name: 'Budi Santoso',
      email: 'budi@example.com',
      message: 'Halo\u0000dunia, apa kabar?',
    });
    expect([body.status, body.body.error.fields]).toEqual([
      400,
      { message: 'Contains a character that is not allowed (U+0000).' },
    ]);
    const query = await api.get<ErrorBody>('web/faq?q=a%00b&lang=en');
    expect([query.status, query.body.error.fields]).toEqual([
      400,
      { q: 'Contains a character that is not allowed (U+0000).' },
    ]);
    const path = await api.get<ErrorBody>('web/article/abc%00def');
    expect(path.status).toBe(400);
    // Escaped inside the filters' JSON, where the query string check cannot see it.
    const filter = await api.get<ErrorBody>(
      `web/article?filters=${encodeURIComponent('[["slug","=","a\\u0000b"]]')}`,
    );
    expect([filter.status, filter.body.error.code]).toEqual([400, 'invalid_filter']);
  });

  it('6. objects that cannot become primitives: 400, nothing calls their toString', async () => {
    for (const raw of [
      '{"name":{"toString":{},"valueOf":{}},"email":"a@b.co","message":"Pesan yang cukup panjang"}',
      '{"email":{"valueOf":"x","toString":null}}',
    ]) {
      const res = await postRaw('web/contactus', raw, json);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}).length).toBeGreaterThan(0);
    }
    const event = await postRaw(
      'web/post/registration',
      '{"event_slug":{"toString":1},"name":"Budi Santoso","email":"b@x.id","phone":"081234567890"}',
      json,
    );
    expect(event.status).toBe(400);
  });

  it('7. repeated form fields and query parameters: 400 naming the field', async () => {
    const res = await postRaw('web/newsletter?lang=en', 'email=a%40b.co&email=c%40d.co', form);
    expect([res.status, res.body.error.fields]).toEqual([
      400,
      { email: 'This field was sent more than once.' },
    ]);
    const contact = await postRaw(
      'web/contactus?lang=en',
      'name=Budi+Santoso&name=Budi&email=b%40x.id&message=Pesan+yang+cukup+panjang',
      form,
    );
    expect(contact.body.error.fields).toEqual({ name: 'This field was sent more than once.' });
    const query = await api.get<ErrorBody>('web/article?limit=1&limit=2&lang=en');
    expect([query.status, query.body.error.fields]).toEqual([
      400,
      { limit: 'This field was sent more than once.' },
    ]);
  });

  it('8. a null passport number: required with a passport, ignored beside a NIK (it threw inside yup)', async () => {
    const passport = await api.post<ErrorBody>('medika.patient?lang=en', {
      ...patientBody(patientInput()),
      nik: '',
      idDocument: 'passport',
      documentNumber: null,
    });
    expect([passport.status, passport.body.error.fields]).toEqual([
      400,
      { documentNumber: 'This field is required.' },
    ]);
    const withNik = await api.post('medika.patient?lang=en', {
      ...patientBody(patientInput()),
      documentNumber: null,
    });
    expect(withNik.status).toBe(201);
  });

  it('answers a path parameter over the router’s limit in the error shape too', async () => {
    const res = await api.get<ErrorBody>(`web/article/${'a'.repeat(300)}?lang=en`);
    expect([res.status, res.body.error]).toEqual([
      414,
      { code: 'bad_request', message: 'The request address is too long or not valid.' },
    ]);
  });
});

describeApi(
  'free text refuses control characters, line breaks and bidi controls (docs/decisions.md, issue 24)',
  (api) => {
    const EN =
      'Remove the hidden characters (line breaks, tabs, control or text-direction characters) from this field.';
    const ID =
      'Hapus karakter tersembunyi (pindah baris, tab, karakter kontrol atau pengatur arah teks) dari kolom ini.';

    it('answers 400 naming the field, in both languages, on every patient-facing form', async () => {
      const patient = await api.post<ErrorBody>(
        'medika.patient?lang=en',
        patientInput({ fullName: 'Siti Rahayu\r\nSalam, Tim Medika' }),
      );
      expect([patient.status, patient.body.error.code, patient.body.error.fields]).toEqual([
        400,
        'validation_failed',
        { fullName: EN },
      ]);
      const patientId = await api.post<ErrorBody>(
        'medika.patient?lang=id',
        patientInput({ fullName: 'Siti \u202Eayuhar' }),
      );
      expect(patientId.body.error.fields).toEqual({ fullName: ID });

      const [doctor] = await doctorsWithoutLeave(api);
      const [slot] = await openSessions(api, `doctor_id=${doctor.id}`);
      const booker = await createPatient(api);
      const booking = await api.post<ErrorBody>(
        'medika.appointment?lang=en',
        appointmentBody(booker, slot, {
          contact: { fullName: 'Siti\u2066Rahayu\u2069', phone: '081234567890', email: '' },
        }),
      );
      expect([booking.status, booking.body.error.fields]).toEqual([400, { 'contact.fullName': EN }]);

      const contact = await api.post<ErrorBody>('web/contactus?lang=en', {
        name: 'Budi\u0085Santoso',
        email: 'budi@example.com',
        message: 'Pesan yang cukup panjang.',
      });
      expect([contact.status, contact.body.error.fields]).toEqual([400, { name: EN }]);
      const newsletter = await api.post<ErrorBody>('web/newsletter?lang=en', {
        name: 'Budi\u001b[31m',
        email: 'budi@example.com',
      });
      expect([newsletter.status, newsletter.body.error.fields]).toEqual([400, { name: EN }]);
      const registration = await api.post<ErrorBody>('web/post/registration?lang=en', {
        event_slug: 'webinar-diabetes-dan-puasa',
        name: 'Budi\tSantoso',
        email: 'budi@example.com',
        phone: '081234567890',
      });
      expect([registration.status, registration.body.error.fields]).toEqual([400, { name: EN }]);
      const screening = await api.post<ErrorBody>('medika.assesment.result?lang=en', {
        formId: 1,
        visitor: { name: 'Budi\u2028Santoso', phone: '081234567890' },
        answers: {},
      });
      expect(screening.status).toBe(400);
      expect(screening.body.error.fields).toMatchObject({ 'visitor.name': EN });
    });

    it('keeps the line breaks of a message, as a browser form sends them (CRLF), and refuses the rest', async () => {
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const sent = await api.request<ErrorBody>('POST', 'web/contactus?lang=en', undefined, {
        raw: 'name=Budi+Santoso&email=budi%40example.com&message=Selamat+pagi%2C%0D%0Asaya+ingin+bertanya.',
        headers: form,
      });
      expect(sent.status).toBe(201);
      const refused = await api.request<ErrorBody>('POST', 'web/contactus?lang=en', undefined, {
        raw: 'name=Budi%0D%0ASantoso&email=budi%40example.com&message=Selamat+pagi%2C%0D%0Asaya%E2%80%AEingin.',
        headers: form,
      });
      expect([refused.status, refused.body.error.fields]).toEqual([400, { name: EN, message: EN }]);
    });
  },
  { only: ['pglite'] },
);
