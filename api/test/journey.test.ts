/**
 * docs/decisions.md, issue 15, the patient's journey: BPJS as a payer of its own with its referral, booking for a child
 * or a parent (the contact's consent and relationship, a newborn without a NIK), the optional e-mail,
 * consultation fees, where and when to come, and the search that understands patients. Each suite runs
 * on PGlite and on PostgreSQL.
 */
import type { Appointment, Doctor, DoctorDetail, Lang, Poli, SearchResults } from '@hospital/contract';
import { addDays, todayInJakarta } from '@hospital/domain';
import { decryptBookingField } from '../src/security/crypto';
import {
  appointmentBody,
  contactOf,
  createPatient,
  doctorsWithoutLeave,
  openSessions,
  patientInput,
  TEST_SECRETS,
} from './support/booking';
import { describeApi, type ErrorBody, type ItemBody, type ListBody } from './support/harness';

const CARD = '0001234567890';
const REFERRAL = '0301R0011117B000007';
const bpjs = (extra: Record<string, unknown> = {}) => ({
  kind: 'bpjs',
  bpjsCardNumber: CARD,
  referralNumber: REFERRAL,
  ...extra,
});

describeApi('docs/decisions.md, issue 15: the patient’s journey', (api) => {
  let doctors: Doctor[];
  beforeAll(async () => {
    doctors = await doctorsWithoutLeave(api);
  });

  describe('BPJS Kesehatan, with its card and referral', () => {
    it('validates the card (13 digits) and the referral (19 letters and digits), naming the fields', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[20].id}`);
      const patient = await createPatient(api);
      const post = (insurance: unknown, lang: Lang) =>
        api.post<ErrorBody>(`medika.appointment?lang=${lang}`, appointmentBody(patient, slot, { insurance }));
      const missing = await post({ kind: 'bpjs' }, 'en');
      expect([missing.status, missing.body.error.fields]).toEqual([
        400,
        {
          'insurance.bpjsCardNumber': 'This field is required.',
          'insurance.referralNumber': 'This field is required.',
        },
      ]);
      for (const bpjsCardNumber of ['000123456789', '00012345678901', '0001-2345-6789']) {
        const res = await post(bpjs({ bpjsCardNumber }), 'en');
        expect(res.body.error.fields).toEqual({
          'insurance.bpjsCardNumber': 'A BPJS card number has exactly 13 digits.',
        });
      }
      for (const referralNumber of ['0301R0011117B00000', '0301R0011117B0000077', '0301R0011117B/00007']) {
        const res = await post(bpjs({ referralNumber }), 'id');
        expect(res.body.error.fields).toEqual({
          'insurance.referralNumber':
            'Nomor rujukan terdiri dari 19 huruf dan angka, seperti tertulis pada surat rujukan.',
        });
      }
      const wrongType = await post(bpjs({ bpjsCardNumber: 1234567890123 }), 'en');
      expect(wrongType.body.error.fields).toEqual({ 'insurance.bpjsCardNumber': 'This field must be text.' });
      const [stored] = await api.sql<{ n: string | number }>(
        `select count(*) as n from appointments where contact_name = '${patient.input.fullName}' and insurance_kind = 'bpjs'`,
      );
      expect(Number(stored.n)).toBe(0);
    });

    it('stores the card and the referral number encrypted, answers them masked, with no fee', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[21].id}`);
      const patient = await createPatient(api);
      const res = await api.post<ItemBody<Appointment>>(
        'medika.appointment',
        appointmentBody(patient, slot, { insurance: bpjs({ referralNumber: '0301r0011117b000007' }) }),
      );
      expect(res.status).toBe(201);
      expect(res.body.data.insurance).toEqual({
        kind: 'bpjs',
        insurer_name: null,
        bpjs_card_masked: '*********7890',
        referral: { kind: 'number', number_masked: '***************0007' },
      });
      // "ditanggung BPJS sesuai ketentuan": BPJS has no self-pay fee.
      expect(res.body.data.fee).toBeNull();
      expect(res.text).not.toContain(CARD);
      expect(res.text).not.toContain(REFERRAL);
      const { code } = res.body.data;
      const [row] = await api.sql<Record<string, string | null>>(
        `select insurance_kind, bpjs_card_encrypted, referral_kind, referral_number_encrypted, insurer_id, policy_number
         from appointments where code = '${code}'`,
      );
      expect(row).toMatchObject({ insurance_kind: 'bpjs', referral_kind: 'number', insurer_id: null });
      expect(decryptBookingField(TEST_SECRETS, 'bpjs_card', row.bpjs_card_encrypted ?? '', code)).toBe(CARD);
      expect(
        decryptBookingField(TEST_SECRETS, 'referral_number', row.referral_number_encrypted ?? '', code),
      ).toBe(REFERRAL);
      // Bound to this booking and field: a value copied elsewhere does not decrypt.
      expect(
        decryptBookingField(TEST_SECRETS, 'bpjs_card', row.bpjs_card_encrypted ?? '', 'ABCDEFGHJK'),
      ).toBeNull();
      expect(JSON.stringify(await api.sql(`select * from appointments where code = '${code}'`))).not.toMatch(
        new RegExp(`${CARD}|${REFERRAL}`, 'i'),
      );
      // The look-up shows the same.
      const found = await api.get<ItemBody<Appointment>>(
        `medika.appointment/${code}?born_date=${patient.input.bornDate}`,
      );
      expect(found.body.data.insurance).toEqual(res.body.data.insurance);
    });

    it('accepts a paper referral instead of its number', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[22].id}`);
      const patient = await createPatient(api);
      const res = await api.post<ItemBody<Appointment>>(
        'medika.appointment?lang=en',
        appointmentBody(patient, slot, {
          insurance: { kind: 'bpjs', bpjsCardNumber: CARD, paperReferral: true },
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body.data.insurance).toEqual({
        kind: 'bpjs',
        insurer_name: null,
        bpjs_card_masked: '*********7890',
        referral: { kind: 'paper' },
      });
      expect(res.body.data.advice).toContain('the referral from the first-level clinic');
      const [row] = await api.sql(
        `select referral_kind, referral_number_encrypted from appointments where code = '${res.body.data.code}'`,
      );
      expect(row).toEqual({ referral_kind: 'paper', referral_number_encrypted: null });
    });

    it('keeps nothing of BPJS on a booking paid otherwise', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[23].id}`);
      const patient = await createPatient(api);
      const res = await api.post<ItemBody<Appointment>>(
        'medika.appointment',
        appointmentBody(patient, slot, {
          insurance: { kind: 'self', bpjsCardNumber: CARD, referralNumber: REFERRAL },
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body.data.insurance).toEqual({
        kind: 'self',
        insurer_name: null,
        bpjs_card_masked: null,
        referral: null,
      });
      const [row] = await api.sql(
        `select bpjs_card_encrypted, referral_kind from appointments where code = '${res.body.data.code}'`,
      );
      expect(row).toEqual({ bpjs_card_encrypted: null, referral_kind: null });
    });
  });

  describe('booking for someone else', () => {
    it('for a child: the parent or guardian is the contact who consents, relationship required and stored', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[24].id}`);
      const child = await createPatient(api, {
        forWhom: 'child',
        fullName: 'Dimas Pratama',
        bornDate: '2019-03-04',
      });
      const mother = { fullName: 'Wulan Pratiwi', phone: '0813-2222-1111', email: 'Wulan@Example.com' };
      const noRelationship = await api.post<ErrorBody>(
        'medika.appointment?lang=en',
        appointmentBody(child, slot, { contact: mother }),
      );
      expect([noRelationship.status, noRelationship.body.error.fields]).toEqual([
        400,
        { 'contact.relationship': 'This field is required.' },
      ]);
      const sibling = await api.post<ErrorBody>(
        'medika.appointment',
        appointmentBody(child, slot, { contact: { ...mother, relationship: 'sibling' } }),
      );
      expect(sibling.body.error.fields).toEqual({
        'contact.relationship': 'Untuk anak, kontak harus orang tua atau wali.',
      });
      const noConsent = await api.post<ErrorBody>(
        'medika.appointment?lang=en',
        appointmentBody(child, slot, { contact: { ...mother, relationship: 'parent' }, consent: false }),
      );
      expect(noConsent.body.error.fields).toEqual({ consent: 'You must agree before continuing.' });
      const booked = await api.post<ItemBody<Appointment>>(
        'medika.appointment',
        appointmentBody(child, slot, { contact: { ...mother, relationship: 'guardian' } }),
      );
      expect(booked.status).toBe(201);
      expect(booked.body.data.for_whom).toBe('child');
      // The child's initials; the mother's phone, masked, and who she is to the child.
      expect(booked.body.data.patient).toEqual({
        initials: 'DP',
        name_masked: 'D**** P******',
        nik_masked: `************${child.input.nik.slice(-4)}`,
        id_document: 'nik',
        document_masked: `************${child.input.nik.slice(-4)}`,
        phone_masked: '6281******111',
        newborn: false,
        contact_relationship: 'guardian',
      });
      const [row] = await api.sql(
        `select for_whom, patient_name, contact_name, contact_phone, contact_email, contact_relationship,
                consent_at is not null as consented
         from appointments where code = '${booked.body.data.code}'`,
      );
      expect(row).toEqual({
        for_whom: 'child',
        patient_name: 'Dimas Pratama',
        contact_name: 'Wulan Pratiwi',
        contact_phone: '6281322221111',
        contact_email: 'wulan@example.com',
        contact_relationship: 'guardian',
        consented: true,
      });
    });

    it('a newborn without a NIK, on BPJS with a paper referral: bring the birth letter', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[25].id}`);
      const baby = await api.post<ItemBody<{ handle: string; nik_masked: string }>>('medika.patient', {
        forWhom: 'child',
        fullName: 'Bayi Ayu Lestari',
        bornDate: addDays(todayInJakarta(), -20),
        newborn: true,
      });
      expect([baby.status, baby.body.data.nik_masked]).toEqual([201, '']);
      const booked = await api.post<ItemBody<Appointment>>('medika.appointment', {
        ...appointmentBody(
          { handle: baby.body.data.handle, input: patientInput({ forWhom: 'child' }) },
          slot,
        ),
        insurance: { kind: 'bpjs', bpjsCardNumber: CARD, paperReferral: true },
        contact: { fullName: 'Ayu Lestari', phone: '081355554444', relationship: 'parent' },
      });
      expect(booked.status).toBe(201);
      expect(booked.body.data.patient).toMatchObject({
        initials: 'BA',
        nik_masked: '',
        newborn: true,
        contact_relationship: 'parent',
      });
      expect(booked.body.data.advice).toMatch(
        /Bawa surat keterangan lahir, KTP orang tua atau wali, kartu BPJS Kesehatan \(JKN-KIS\), surat rujukan dari faskes tingkat pertama dan hasil pemeriksaan sebelumnya \(bila ada\)\.$/,
      );
    });

    it('for a parent: the booker, her child, says so; the look-up needs the patient’s birth date', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[26].id}`);
      const father = await createPatient(api, {
        forWhom: 'parent',
        fullName: 'Asep Sumantri',
        bornDate: '1950-08-17',
      });
      const booked = await api.post<ItemBody<Appointment>>(
        'medika.appointment?lang=en',
        appointmentBody(father, slot, {
          contact: { fullName: 'Rina Sumantri', phone: '081277776666', relationship: 'child' },
        }),
      );
      expect(booked.status).toBe(201);
      expect(booked.body.data).toMatchObject({
        for_whom: 'parent',
        patient: { initials: 'AS', contact_relationship: 'child' },
      });
      // His own identity card, not "your KTP".
      expect(booked.body.data.advice).toMatch(/Bring the patient’s identity card \(KTP\)/);
      expect((await api.get(`medika.appointment/${booked.body.data.code}?born_date=1950-08-17`)).status).toBe(
        200,
      );
    });

    it('refuses a booking that says otherwise than the patient details about for whom it is', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[27].id}`);
      const child = await createPatient(api, { forWhom: 'child' });
      // As if for oneself: no relationship, no guardian's consent. The handle knows better.
      const res = await api.post<ErrorBody>(
        'medika.appointment?lang=en',
        appointmentBody({ ...child, input: { ...child.input, forWhom: 'self' } }, slot),
      );
      expect([res.status, res.body.error.fields]).toEqual([
        400,
        { forWhom: 'This does not match the patient details sent. Please send them again.' },
      ]);
      const unknown = await api.post<ErrorBody>('medika.appointment?lang=en', {
        ...appointmentBody(child, slot),
        forWhom: 'neighbour',
      });
      expect(unknown.body.error.fields).toEqual({ forWhom: 'This field is required.' });
    });

    it('takes a booking without an e-mail (a phone is enough), and lower-cases one', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[28].id}`);
      const patient = await createPatient(api);
      for (const email of [undefined, '']) {
        const res = await api.post<ItemBody<Appointment>>(
          'medika.appointment',
          appointmentBody(patient, slot, { contact: contactOf(patient.input, { email }) }),
        );
        expect(res.status).toBe(201);
        const [row] = await api.sql(
          `select contact_email from appointments where code = '${res.body.data.code}'`,
        );
        expect(row).toEqual({ contact_email: null });
        await api.post(`medika.appointment/${res.body.data.code}/cancel`, {
          bornDate: patient.input.bornDate,
        });
      }
    });
  });

  describe('fees where patients decide', () => {
    it('lists each doctor’s fee per hospital in web/dokter, web/jadwal and the profile, in rupiah', async () => {
      const all = (await api.get<ListBody<Doctor>>('web/dokter?limit=100')).body.data.results;
      const byId = new Map(all.map((d) => [d.id, d]));
      // Pinned: paediatricians 1011 and 1012 practise at both hospitals, Cianjur Rp 25.000 cheaper.
      expect(byId.get(1011)?.fees).toEqual([
        { company_id: 1, amount: 225_000 },
        { company_id: 2, amount: 200_000 },
      ]);
      expect(byId.get(1012)?.fees).toEqual([
        { company_id: 1, amount: 250_000 },
        { company_id: 2, amount: 225_000 },
      ]);
      const ranges: Record<string, [number, number]> = { umum: [100_000, 150_000], gigi: [125_000, 175_000] };
      for (const doctor of all) {
        expect(doctor.fees.map((f) => f.company_id)).toEqual([...doctor.company_ids].sort());
        const [min, max] = ranges[doctor.speciality_slug] ?? [150_000, 300_000];
        for (const fee of doctor.fees) {
          expect(fee.amount).toBeGreaterThanOrEqual(min);
          expect(fee.amount).toBeLessThanOrEqual(max);
          expect(fee.amount % 5_000).toBe(0);
        }
        if (doctor.fees.length === 2) expect(doctor.fees[1].amount).toBeLessThan(doctor.fees[0].amount);
      }
      const schedule = await api.get<ListBody<Doctor>>('web/jadwal?physicians=1011');
      expect(schedule.body.data.results[0].fees).toEqual(byId.get(1011)?.fees);
      const profile = await api.get<ItemBody<DoctorDetail>>(`web/dokter/${byId.get(1012)?.slug}`);
      expect(profile.body.data.fees).toEqual(byId.get(1012)?.fees);
    });

    it('gives a self-paying booking the doctor’s fee at that hospital', async () => {
      const doctor = doctors.find((d) => d.fees.length === 2 && d.lines.some((l) => l.company_id === 2))!;
      const slot = (await openSessions(api, `doctor_id=${doctor.id}&company_id=2`))[0];
      const patient = await createPatient(api);
      const res = await api.post<ItemBody<Appointment>>('medika.appointment', appointmentBody(patient, slot));
      expect(res.status).toBe(201);
      expect(res.body.data.fee).toEqual({ amount: doctor.fees.find((f) => f.company_id === 2)?.amount });
    });
  });

  describe('where and when', () => {
    it('gives every poli its floor and counter, in both languages', async () => {
      const id = (await api.get<ListBody<Poli>>('web/poli?limit=100')).body.data.results;
      const en = (await api.get<ListBody<Poli>>('web/poli?limit=100&lang=en')).body.data.results;
      expect(id.every((p) => p.location !== null)).toBe(true);
      expect(id.find((p) => p.id === 2473)?.location).toEqual({ floor: 'Lantai 2', counter: 'Loket C' });
      expect(en.find((p) => p.id === 2473)?.location).toEqual({ floor: '2nd floor', counter: 'counter C' });
      expect(en.find((p) => p.id === 2496)?.location).toEqual({ floor: '1st floor', counter: 'counter A' });
    });

    it('estimates the turn of each queue number from the session’s start, length and quota', async () => {
      // A one-off session of a paediatrician in Bandung: 08:00-11:00 for 20 patients, 9 minutes each.
      const doctor = doctors.find((d) => d.lines.some((l) => l.poli_id === 2473))!;
      const date = addDays(todayInJakarta(), 4);
      const [session] = await api.sql<{ id: number }>(
        `insert into practice_sessions (doctor_id, poli_id, company_id, on_date, start_time, end_time, quota)
         values (${doctor.id}, 2473, 1, '${date}', '08:00', '11:00', 20) returning id`,
      );
      const slot = { session_id: session.id, doctor_id: doctor.id, poli_id: 2473, company_id: 1, date };
      const first = await createPatient(api, { fullName: 'Ahmad Fauzi' });
      const a = await api.post<ItemBody<Appointment>>(
        'medika.appointment?lang=en',
        appointmentBody(first, slot as never),
      );
      const child = await createPatient(api, { forWhom: 'child', fullName: 'Citra Kirana' });
      const b = await api.post<ItemBody<Appointment>>(
        'medika.appointment',
        appointmentBody(child, slot as never, { insurance: bpjs() }),
      );
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.data).toMatchObject({
        queue_number: 1,
        estimated_time: '08:00',
        arrive_by: '07:30',
        poli: { id: 2473, location: { floor: '2nd floor', counter: 'counter C' } },
      });
      expect(a.body.data.advice).toBe(
        'Your turn is expected at about 08:00 WIB: arrive by 07:30 WIB (2nd floor, counter C) to register. ' +
          'Bring the patient’s identity card (KTP) and earlier test results (if any).',
      );
      expect(b.body.data).toMatchObject({
        queue_number: 2,
        estimated_time: '08:09',
        arrive_by: '07:39',
        poli: { location: { floor: 'Lantai 2', counter: 'Loket C' } },
      });
      expect(b.body.data.advice).toBe(
        'Perkiraan giliran pukul 08.09 WIB: datang paling lambat pukul 07.39 WIB ke Lantai 2, Loket C untuk ' +
          'pendaftaran. Bawa Kartu Keluarga (KK), KTP orang tua atau wali, kartu BPJS Kesehatan (JKN-KIS), ' +
          'surat rujukan dari faskes tingkat pertama dan hasil pemeriksaan sebelumnya (bila ada).',
      );
      // The look-up says the same in the language asked.
      const found = await api.get<ItemBody<Appointment>>(
        `medika.appointment/${b.body.data.code}?born_date=${child.input.bornDate}&lang=en`,
      );
      expect(found.body.data).toMatchObject({ estimated_time: '08:09', arrive_by: '07:39' });
      expect(found.body.data.advice).toMatch(
        /^Your turn is expected at about 08:09 WIB: arrive by 07:39 WIB/,
      );
    });
  });

  describe('search that understands patients', () => {
    let paediatricians: number[];
    let cardiologists: number[];
    beforeAll(async () => {
      const of = async (speciality: string) =>
        (await api.get<ListBody<Doctor>>(`web/dokter?speciality=${speciality}&limit=100`)).body.data.results
          .map((d) => d.id)
          .sort();
      paediatricians = await of('anak');
      cardiologists = await of('jantung');
      expect(paediatricians).toHaveLength(6);
    });
    const search = async (q: string, lang = 'id') =>
      (await api.get<ItemBody<SearchResults>>(`web/search?q=${encodeURIComponent(q)}&lang=${lang}`)).body
        .data;
    const doctorIds = (results: SearchResults) => results.doctors.results.map((d) => d.id).sort();

    it.each(['dokter anak', 'anak', 'Sp.A', 'spesialis anak', 'pediatrician', 'dokter anka', 'dr anak'])(
      '"%s" finds the paediatricians, and only them',
      async (q) => {
        const results = await search(q);
        expect(doctorIds(results)).toEqual(paediatricians);
        expect(results.doctors.count).toBe(6);
      },
    );

    it('"jantng" (a typo) finds the cardiologists; a doctor is found by a misspelt name', async () => {
      expect(doctorIds(await search('jantng'))).toEqual(cardiologists);
      const [doctor] = (await api.get<ListBody<Doctor>>('web/dokter?speciality=anak&limit=1')).body.data
        .results;
      // "dr. Lestari Puspitasari, Sp.A" → "Lestari Puspitasri"
      const person = doctor.name.replace(/^(dr|drg)\.\s*/, '').replace(/,.*$/, '');
      const typo = `${person.slice(0, -3)}${person.slice(-2)}`;
      const found = await search(typo);
      expect(found.doctors.results[0].id).toBe(doctor.id);
    });

    it('"bpjs" finds the BPJS help in both languages, and the partner; "jkn" means the same', async () => {
      for (const lang of ['id', 'en']) {
        const results = await search('bpjs', lang);
        expect(results.faq.count).toBeGreaterThanOrEqual(4);
        expect(results.faq.results[0].path).toMatch(/^\/faq#faq-\d+$/);
        const texts = results.faq.results.map((f) => `${f.question} ${f.answer}`).join(' ');
        expect(texts).toMatch(lang === 'id' ? /faskes tingkat pertama/ : /first-level clinic/);
        expect(texts).toMatch(/13/);
        expect(results.partners.results.map((p) => p.name)).toContain('BPJS Kesehatan');
        expect(results.doctors.count).toBe(0);
      }
      const jkn = await search('jkn');
      expect(jkn.faq.results.map((f) => f.id)).toEqual((await search('bpjs')).faq.results.map((f) => f.id));
    });

    it('finds FAQ answers and partners by their words, with typos', async () => {
      const referral = await search('rujukan');
      expect(referral.faq.results[0].question).toMatch(/rujukan/i);
      const lookup = await search('batalkan janji');
      expect(lookup.faq.results.map((f) => f.question)).toContain('Bagaimana cara membatalkan janji?');
      const partner = await search('Parahyangn');
      expect(partner.partners.results.map((p) => p.name)).toEqual(['PT Tekstil Parahyangan']);
      expect(partner.partners.results[0]).toMatchObject({ industry: 'Perusahaan', path: '/partners' });
      const english = await search('insurance', 'en');
      expect(english.partners.count).toBeGreaterThan(0);
      expect((await search('xq')).faq.count).toBe(0);
    });

    it('uses the trigram indexes of the vocabulary, the doctors’ names, the FAQ and the partners', async () => {
      // PL/pgSQL so that `enable_seqscan` is off for the EXPLAIN only (one statement, one connection).
      await api.sql(`create or replace function test_plan(query text) returns setof text language plpgsql as $$
        begin
          perform set_config('enable_seqscan', 'off', true);
          return query execute 'explain ' || query;
        end $$`);
      const plan = async (query: string) =>
        (await api.sql<{ test_plan: string }>(`select test_plan($q$${query}$q$)`))
          .map((r) => r.test_plan)
          .join('\n');
      expect(await plan(`select id from search_synonyms where term % 'dokter anka'`)).toContain(
        'search_synonyms_term_trgm_idx',
      );
      expect(
        await plan(
          `select id from doctors where 'lestari' <<% regexp_replace(name, '^(dr|drg)\\.\\s*|,.*$', '', 'g')`,
        ),
      ).toContain('doctors_person_name_trgm_idx');
      expect(
        await plan(
          `select id from faqs where 'bpjs' <<% (((question ->> 'id') || ' ' || (answer ->> 'id')))`,
        ),
      ).toContain('faqs_search_id_trgm_idx');
      expect(
        await plan(`select id from partners where (name || ' ' || (description ->> 'en')) ilike '%bpjs%'`),
      ).toContain('partners_search_en_trgm_idx');
    });

    it('keeps the look-up in the menu, and an FAQ that says where it is', async () => {
      const results = await search('cek booking');
      const answers = results.faq.results.map((f) => f.answer).join(' ');
      expect(answers).toContain('Cek / Batalkan Janji');
      const faq = await api.get<ListBody<{ items: { answer: string }[] }>>('web/faq');
      const all = faq.body.data.results.flatMap((g) => g.items.map((i) => i.answer)).join(' ');
      expect(all).not.toContain('Cek Booking');
    });
  });
});
