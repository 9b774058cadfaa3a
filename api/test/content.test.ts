import type {
  Article,
  ArticleCategory,
  ArticleSummary,
  Company,
  Doctor,
  DoctorDetail,
  HospitalEvent,
  HospitalRoom,
  MenuNode,
  PartnerGroup,
  Poli,
  Promo,
  Service,
  ServicePackage,
  Speciality,
} from '@hospital/contract';
import {
  EXCLUDED_FROM_ALL_NEWS,
  isExcludedPoliName,
  MOTHER_AND_CHILD_POLI_IDS,
  readingMinutes,
  todayInJakarta,
} from '@hospital/domain';
import { describeApi, type ErrorBody, type ItemBody, type ListBody } from './support/harness';

const filters = (value: unknown) => `filters=${encodeURIComponent(JSON.stringify(value))}`;

describeApi('content calls of docs/product-rules.md §7', (api) => {
  describe('web/dokter and web/jadwal', () => {
    it('lists at least 60 doctors with schedule, photo and paging count', async () => {
      const res = await api.get<ListBody<Doctor>>('web/dokter?limit=100');
      expect(res.status).toBe(200);
      expect(res.body.data.count).toBeGreaterThanOrEqual(60);
      expect(res.body.data.results).toHaveLength(res.body.data.count);
      const doctor = res.body.data.results[0];
      expect(doctor).toMatchObject({
        id: expect.any(Number),
        pid: expect.any(String),
        slug: expect.any(String),
      });
      expect(doctor.photo).toMatch(/^\/api\/media\/doctor\/[a-z0-9-]+\.svg$/);
      const paged = await api.get<ListBody<Doctor>>('web/dokter?offset=5&limit=5');
      expect(paged.body.data.results.map((d) => d.id)).toEqual(
        res.body.data.results.slice(5, 10).map((d) => d.id),
      );
      expect(paged.body.data.count).toBe(res.body.data.count);
    });

    it('filters on id, company, poli, name (ilike) and weekday', async () => {
      const all = (await api.get<ListBody<Doctor>>('web/dokter?limit=100')).body.data.results;
      const first = all[3];
      const byId = await api.get<ListBody<Doctor>>(`web/dokter?${filters([['id', '=', first.id]])}`);
      expect(byId.body.data.results.map((d) => d.id)).toEqual([first.id]);

      const cianjur = await api.get<ListBody<Doctor>>('web/dokter?company_id=2&limit=100');
      expect(cianjur.body.data.count).toBeGreaterThan(10);
      expect(cianjur.body.data.results.every((d) => d.company_ids.includes(2))).toBe(true);

      const both = all.filter((d) => d.company_ids.length === 2);
      expect(both.length).toBeGreaterThanOrEqual(5);

      const byName = await api.get<ListBody<Doctor>>(
        `web/dokter?name=${encodeURIComponent(first.name.split(' ')[1])}`,
      );
      expect(byName.body.data.results.some((d) => d.id === first.id)).toBe(true);
      const ilike = await api.get<ListBody<Doctor>>(
        `web/dokter?${filters([['name', 'ilike', first.name.split(' ')[1].toUpperCase()]])}`,
      );
      expect(ilike.body.data.results.some((d) => d.id === first.id)).toBe(true);

      const monday = await api.get<ListBody<Doctor>>('web/dokter?day=1&limit=100');
      expect(monday.body.data.count).toBeGreaterThan(0);
      expect(monday.body.data.results.every((d) => d.lines.some((l) => l.day === 1))).toBe(true);

      const anak = await api.get<ListBody<Doctor>>('web/dokter?poli_id=2473&limit=100');
      expect(anak.body.data.results.every((d) => d.poli_ids.includes(2473))).toBe(true);
      expect(anak.body.data.results.every((d) => d.speciality_slug === 'anak')).toBe(true);
    });

    it('carries leave periods and never offers a session during a leave', async () => {
      const all = (await api.get<ListBody<Doctor>>('web/dokter?limit=100')).body.data.results;
      const today = todayInJakarta();
      const onLeave = all.filter((d) => d.on_leave_until !== null);
      expect(onLeave.length).toBeGreaterThanOrEqual(2);
      for (const doctor of onLeave) {
        expect(doctor.on_leave_until! >= today).toBe(true);
        if (doctor.next_session) expect(doctor.next_session.date > doctor.on_leave_until!).toBe(true);
        expect(doctor.leaves.length).toBeGreaterThan(0);
      }
      const available = all.filter((d) => d.next_session !== null);
      for (const doctor of available) {
        expect(doctor.next_session!.remaining).toBeGreaterThan(0);
        expect(doctor.next_session!.date >= today).toBe(true);
      }
    });

    it('orders by name desc and by soonest available session', async () => {
      const desc = (await api.get<ListBody<Doctor>>('web/jadwal?order=name%20desc&limit=100')).body.data
        .results;
      const key = (d: Doctor) => d.name.replace(/^(dr|drg)\.\s*/i, '').toLowerCase();
      expect(desc.map(key)).toEqual([...desc.map(key)].sort().reverse());
      const soon = (await api.get<ListBody<Doctor>>('web/dokter?order=next_session%20asc&limit=100')).body
        .data.results;
      const stamps = soon
        .filter((d) => d.next_session)
        .map((d) => `${d.next_session!.date} ${d.next_session!.start}`);
      expect(stamps).toEqual([...stamps].sort());
      expect(soon.findIndex((d) => !d.next_session)).not.toBe(0);
    });

    it('web/jadwal (start_day=0) limits the lines to the hospital asked for', async () => {
      const res = await api.get<ListBody<Doctor>>('web/jadwal?start_day=0&company_id=1&limit=100');
      expect(res.status).toBe(200);
      expect(res.body.data.count).toBeGreaterThan(20);
      for (const doctor of res.body.data.results) {
        expect(doctor.lines.length).toBeGreaterThan(0);
        expect(doctor.lines.every((l) => l.company_id === 1)).toBe(true);
        expect(doctor.schedule.every((d) => d.lines.length > 0 && typeof d.name === 'string')).toBe(true);
      }
      const physicians = res.body.data.results.slice(0, 2).map((d) => d.id);
      const chosen = await api.get<ListBody<Doctor>>(`web/jadwal?physicians=${physicians.join(',')}`);
      expect(chosen.body.data.results.map((d) => d.id).sort()).toEqual([...physicians].sort());
    });

    it('answers day names in the language asked', async () => {
      const id = await api.get<ListBody<Doctor>>('web/jadwal?limit=1&day=1');
      const en = await api.get<ListBody<Doctor>>('web/jadwal?limit=1&day=1', {
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
      });
      expect(id.body.data.results[0].schedule.find((d) => d.day === 1)?.name).toBe('Senin');
      expect(en.body.data.results[0].schedule.find((d) => d.day === 1)?.name).toBe('Monday');
      const param = await api.get<ListBody<Doctor>>('web/jadwal?limit=1&day=1&lang=en', {
        headers: { 'accept-language': 'id' },
      });
      expect(param.body.data.results[0].schedule.find((d) => d.day === 1)?.name).toBe('Monday');
    });

    it('gets one doctor by slug or id, and 404 for an unknown one', async () => {
      const first = (await api.get<ListBody<Doctor>>('web/dokter?limit=1')).body.data.results[0];
      const bySlug = await api.get<ItemBody<DoctorDetail>>(`web/dokter/${first.slug}`);
      expect(bySlug.status).toBe(200);
      expect(bySlug.body.data.id).toBe(first.id);
      expect(bySlug.body.data.education.length).toBeGreaterThan(0);
      expect(Array.isArray(bySlug.body.data.upcoming_sessions)).toBe(true);
      const byId = await api.get<ItemBody<DoctorDetail>>(`web/dokter/${first.id}`);
      expect(byId.body.data.slug).toBe(first.slug);
      const missing = await api.get<ErrorBody>('web/dokter/dr-nobody-here');
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('not_found');
    });

    it('rejects filters and orders that are not allow-listed with a clear 400', async () => {
      const badField = await api.get<ErrorBody>(`web/dokter?${filters([['password', '=', 'x']])}`);
      expect(badField.status).toBe(400);
      expect(badField.body.error.code).toBe('invalid_filter');
      const badOp = await api.get<ErrorBody>(`web/dokter?${filters([['company_id', 'like', 1]])}&lang=en`);
      expect(badOp.status).toBe(400);
      expect(badOp.body.error.message).toContain("Operator 'like' is not allowed for 'company_id'");
      const notJson = await api.get<ErrorBody>('web/dokter?filters=%5B%5Bbroken');
      expect(notJson.status).toBe(400);
      const badValue = await api.get<ErrorBody>(`web/dokter?${filters([['company_id', '=', 'abc']])}`);
      expect(badValue.status).toBe(400);
      const badOrder = await api.get<ErrorBody>('web/dokter?order=pid%20asc');
      expect(badOrder.status).toBe(400);
      const badLimit = await api.get<ErrorBody>('web/dokter?limit=1000');
      expect(badLimit.status).toBe(400);
      const unknown = await api.get<ErrorBody>('web/dokter?compny_id=1');
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.code).toBe('bad_request');
      const injection = await api.get<ErrorBody>(
        `web/dokter?${filters([["name'; drop table doctors;--", '=', 1]])}`,
      );
      expect(injection.status).toBe(400);
    });
  });

  describe('web/poli, web/company, web/speciality, web/service', () => {
    it('lists polis by seq without the administrative ones, with the mother-and-child ids', async () => {
      const res = await api.get<ListBody<Poli>>('web/poli');
      expect(res.status).toBe(200);
      const polis = res.body.data.results;
      expect(polis.length).toBeGreaterThanOrEqual(25);
      expect(polis.some((p) => isExcludedPoliName(p.name))).toBe(false);
      for (const id of MOTHER_AND_CHILD_POLI_IDS) {
        expect(polis.find((p) => p.id === id)?.is_mother_and_child).toBe(true);
      }
      const seqs = polis.map((p) => p.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      const bandung = await api.get<ListBody<Poli>>(`web/poli?${filters([['company_id', '=', 1]])}`);
      expect(bandung.body.data.results.every((p) => p.company_id === 1)).toBe(true);
      const withSchedule = await api.get<ListBody<Poli>>('web/poli?company_id=2&start_day=0');
      expect(withSchedule.body.data.results.every((p) => p.doctor_count > 0 && p.company_id === 2)).toBe(
        true,
      );
      expect((await api.get('web/poli?start_day=-1')).status).toBe(400);
    });

    it('lists both hospitals with contact details, and one by slug', async () => {
      const res = await api.get<ListBody<Company>>('web/company');
      expect(res.body.data.results.map((c) => c.slug)).toEqual([
        'medika-hospital-bandung',
        'medika-hospital-cianjur',
      ]);
      const bandung = res.body.data.results[0];
      expect(bandung.phone).toMatch(/^62\d+$/);
      expect(bandung.whatsapp).toMatch(/^62\d+$/);
      expect(bandung.opening_hours.length).toBeGreaterThan(0);
      const one = await api.get<ItemBody<Company>>('web/company/medika-hospital-cianjur?lang=en');
      expect(one.body.data.id).toBe(2);
      expect(one.body.data.opening_hours[0].hours).toBe('24 hours');
      expect((await api.get('web/company/nowhere')).status).toBe(404);
    });

    it("gives each hospital its clinics' specialities and its hours as a schedule (docs/decisions.md, issue 25 item 6)", async () => {
      const [bandung, cianjur] = (await api.get<ListBody<Company>>('web/company?lang=en')).body.data.results;
      expect(bandung.speciality_slugs).toEqual(expect.arrayContaining(['jantung', 'anak', 'bedah-digestif']));
      expect(new Set(bandung.speciality_slugs).size).toBe(bandung.speciality_slugs.length);
      expect(cianjur.speciality_slugs).not.toContain('bedah-digestif');
      expect(cianjur.opening_hours.map((row) => [row.label, row.schedule])).toEqual([
        [
          'Emergency and Pharmacy',
          { days: [0, 1, 2, 3, 4, 5, 6], public_holidays: true, opens: '00:00', closes: '23:59' },
        ],
        [
          'Monday - Saturday',
          { days: [1, 2, 3, 4, 5, 6], public_holidays: false, opens: '07:30', closes: '20:00' },
        ],
        ['Sunday and holidays', { days: [0], public_holidays: true, opens: '08:00', closes: '12:00' }],
      ]);
    });

    it('lists specialities and services', async () => {
      const specialities = await api.get<ListBody<Speciality>>('web/speciality?lang=en');
      expect(specialities.body.data.results.find((s) => s.slug === 'anak')?.name).toBe('Paediatrics');
      const services = await api.get<ListBody<Service>>('web/service');
      expect(services.body.data.results.find((s) => s.slug === 'igd')?.path).toBe('/services/igd');
    });
  });

  describe('articles', () => {
    it('pages news by published date, newest first, with category filters', async () => {
      const first = await api.get<ListBody<ArticleSummary>>('web/article?offset=0&limit=5');
      expect(first.status).toBe(200);
      expect(first.body.data.results).toHaveLength(5);
      expect(first.body.data.count).toBeGreaterThanOrEqual(40);
      const dates = first.body.data.results.map((a) => a.published_date);
      expect(dates).toEqual([...dates].sort().reverse());
      const news = await api.get<ListBody<ArticleSummary>>(
        `web/article?limit=100&${filters([['category', 'not in', [...EXCLUDED_FROM_ALL_NEWS]]])}`,
      );
      expect(news.body.data.results.every((a) => !EXCLUDED_FROM_ALL_NEWS.includes(a.category))).toBe(true);
      expect(news.body.data.count).toBeLessThan(first.body.data.count);
      const spesialis = await api.get<ListBody<ArticleSummary>>('web/article?category=Spesialis&limit=100');
      expect(spesialis.body.data.count).toBeGreaterThan(0);
      expect(spesialis.body.data.results.every((a) => a.category === 'Spesialis')).toBe(true);
    });

    it('orders popular articles by read count', async () => {
      const res = await api.get<ListBody<ArticleSummary>>('web/article?order=count%20desc&limit=3');
      const counts = res.body.data.results.map((a) => a.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it('gets an article in both languages, with related ones; 404 for unknown slugs', async () => {
      const list = await api.get<ListBody<ArticleSummary>>('web/article?limit=1');
      const slug = list.body.data.results[0].slug;
      const id = await api.get<ItemBody<Article>>(`web/article/${slug}`);
      const en = await api.get<ItemBody<Article>>(`web/article/${slug}?lang=en`);
      expect(id.body.data.body.length).toBeGreaterThan(0);
      expect(en.body.data.name).not.toBe(id.body.data.name);
      expect(id.body.data.related.every((r) => r.category === id.body.data.category && r.slug !== slug)).toBe(
        true,
      );
      expect((await api.get('web/article/tidak-ada')).status).toBe(404);
    });

    it('says how long an article takes to read from its own text, in both languages (issue 26)', async () => {
      const list = await api.get<ListBody<ArticleSummary>>('web/article?limit=5');
      for (const summary of list.body.data.results) {
        const minutes = await Promise.all(
          (['id', 'en'] as const).map(async (lang) => {
            const article = (await api.get<ItemBody<Article>>(`web/article/${summary.slug}?lang=${lang}`))
              .body.data;
            expect(article.reading_minutes).toBe(summary.reading_minutes);
            const text = article.body.map((b) => (b.type === 'list' ? b.items.join(' ') : b.text)).join(' ');
            return readingMinutes(text);
          }),
        );
        // Three bullets and two paragraphs are a minute's read, never "6 minutes".
        expect(summary.reading_minutes).toBe(Math.max(...minutes));
      }
    });

    it('lists the categories, including the excluded ones', async () => {
      const res = await api.get<ListBody<ArticleCategory>>('web/article_category');
      const keys = res.body.data.results.map((c) => c.key);
      for (const key of ['Spesialis', 'Tentang Kami', 'Services', 'Video']) expect(keys).toContain(key);
    });
  });

  describe('menu, promotions, packages, rooms, partners, events', () => {
    it('gives the menu tree of docs/product-rules.md §2 ordered by sequence', async () => {
      const res = await api.get<ListBody<MenuNode>>('web/menu?lang=en');
      expect(res.body.data.results.map((n) => n.display_name)).toEqual([
        'Home',
        'About us',
        'Our hospital',
        'Centre of Excellence',
        'Facility and services',
        'Check / Cancel Appointment',
      ]);
      // The booking look-up the FAQ sends patients to (docs/decisions.md, issue 15).
      expect(res.body.data.results[5]).toMatchObject({ link: '/appointment/detail', children: [] });
      const id = await api.get<ListBody<MenuNode>>('web/menu');
      expect(id.body.data.results[5].display_name).toBe('Cek / Batalkan Janji');
      const hospitals = res.body.data.results[2].children.map((c) => c.link);
      expect(hospitals).toEqual(['/hospital/medika-hospital-bandung', '/hospital/medika-hospital-cianjur']);
      const coe = res.body.data.results[3].children.map((c) => c.link);
      expect(coe).toContain('/coe/brain-center');
    });

    it('lists only published promotions, 6 per page, by sequence', async () => {
      const res = await api.get<ListBody<Promo>>(
        `web/promo?offset=0&limit=6&order=sequence%20asc&${filters([['state', '=', 'published']])}`,
      );
      expect(res.body.data.results).toHaveLength(6);
      expect(res.body.data.count).toBeGreaterThanOrEqual(10);
      const all = await api.get<ListBody<Promo>>('web/promo?limit=100');
      expect(all.body.data.results.every((p) => p.state === 'published')).toBe(true);
      expect(all.body.data.results.map((p) => p.sequence)).toEqual(
        [...all.body.data.results.map((p) => p.sequence)].sort((a, b) => a - b),
      );
      const drafts = await api.get<ListBody<Promo>>(`web/promo?${filters([['state', '=', 'draft']])}`);
      expect(drafts.body.data.count).toBe(0);
      expect((await api.get('web/promo/promo-ramadan-cek-gula-darah')).status).toBe(404);
      const one = await api.get<ItemBody<Promo>>(`web/promo/${all.body.data.results[0].slug}`);
      expect(one.status).toBe(200);
    });

    it('lists packages with prices, and one by slug', async () => {
      const res = await api.get<ListBody<ServicePackage>>(
        'web/service_package?offset=0&limit=6&order=sequence%20asc',
      );
      expect(res.body.data.results).toHaveLength(6);
      expect(res.body.data.count).toBe(12);
      expect(res.body.data.results.every((p) => Number.isInteger(p.price) && p.price > 0)).toBe(true);
      const mcu = await api.get<ListBody<ServicePackage>>('web/service_package?category=mcu&limit=100');
      expect(mcu.body.data.results.every((p) => p.category === 'mcu')).toBe(true);
      const one = await api.get<ItemBody<ServicePackage>>(
        `web/service_package/${res.body.data.results[0].slug}`,
      );
      expect(one.body.data.items.length).toBeGreaterThan(0);
      expect((await api.get('web/service_package/none')).status).toBe(404);
    });

    it('lists rooms by seq with rates', async () => {
      const res = await api.get<ListBody<HospitalRoom>>('web/hospital_room?offset=0&limit=6&order=seq%20asc');
      expect(res.body.data.results).toHaveLength(6);
      expect(res.body.data.results.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(res.body.data.results[0].rate).toBeGreaterThan(0);
    });

    it('groups partners by industry, insurance included', async () => {
      const res = await api.get<ListBody<PartnerGroup>>('web/rekanan');
      expect(res.body.data.results.length).toBeGreaterThanOrEqual(4);
      const total = res.body.data.results.reduce((n, g) => n + g.partners.length, 0);
      expect(total).toBeGreaterThanOrEqual(20);
      const insurance = res.body.data.results.find((g) => g.industry.code === 'insurance');
      expect(insurance?.industry_id).toEqual([1, 'Asuransi']);
      expect(insurance?.partners.every((p) => p.industry_id[0] === 1)).toBe(true);
      const only = await api.get<ListBody<PartnerGroup>>('web/rekanan?industry=insurance');
      expect(only.body.data.results).toHaveLength(1);
    });

    it('lists events 5 per page with their registration state', async () => {
      const res = await api.get<ListBody<HospitalEvent>>('web/events?offset=0&limit=5');
      expect(res.body.data.results).toHaveLength(5);
      expect(res.body.data.count).toBe(8);
      const all = (await api.get<ListBody<HospitalEvent>>('web/events?limit=10')).body.data.results;
      const states = new Set(all.map((e) => e.registration));
      expect(states).toEqual(new Set(['open', 'closed', 'full', 'past']));
      expect(all.every((e) => e.registration_open === (e.registration === 'open'))).toBe(true);
      const one = await api.get<ItemBody<HospitalEvent>>(`web/events/${all[0].slug}`);
      expect(one.body.data.start).toMatch(/\+07:00$/);
      expect((await api.get('web/events/none')).status).toBe(404);
      expect((await api.get('web/events?when=tomorrow')).status).toBe(400);
    });

    it('says where an event is: an online one has no venue, a hall has its postal address', async () => {
      const all = (await api.get<ListBody<HospitalEvent>>('web/events?limit=10')).body.data.results;
      const online = all.filter((e) => e.online);
      expect(online.map((e) => [e.location, e.venue_address])).toEqual([['Daring', null]]);
      for (const event of all.filter((e) => !e.online))
        expect([event.slug, event.venue_address?.postal_code]).toEqual([
          event.slug,
          expect.stringMatching(/^\d{5}$/),
        ]);
      const festival = all.find((e) => e.slug.startsWith('medika-running-festival'));
      expect(festival?.venue_address).toEqual({
        street: 'Jl. Diponegoro, Citarum, Bandung Wetan',
        locality: 'Bandung',
        postal_code: '40115',
      });
    });
  });

  it('never puts an external URL in any answer', async () => {
    const paths = [
      'web/dokter?limit=100',
      'web/article?limit=100',
      'web/promo?limit=100',
      'web/service_package?limit=100',
      'web/hospital_room?limit=100',
      'web/events?limit=100',
      'web/rekanan',
      'web/company',
      'web/menu',
      'web/page',
      'web/video?limit=100',
      'web/download',
    ];
    for (const path of paths) {
      const res = await api.get(path);
      expect(res.status).toBe(200);
      expect(res.text).not.toMatch(/https?:\/\//);
    }
  });
});
