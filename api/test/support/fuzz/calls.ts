/**
 * Every write call and every call with query parameters, each with an arbitrary of requests built
 * around a valid one (so the fuzzing reaches the database, not only the first check).
 */
import fc from 'fast-check';
import {
  bodyArbitrary,
  filtersArbitrary,
  mutatedNested,
  pathSegment,
  queryArbitrary,
  type FuzzBody,
} from './values';

export interface FuzzRequest {
  method: 'GET' | 'POST';
  /** Path and query, relative to the API's root. */
  path: string;
  body?: FuzzBody;
}

export interface FuzzCall {
  name: string;
  requests: fc.Arbitrary<FuzzRequest>;
}

/** Valid values found in the seeded database before the run. */
export interface FuzzFixtures {
  patient: Record<string, unknown>;
  /** A newborn child without a NIK (docs/decisions.md, issue 15). */
  childPatient: Record<string, unknown>;
  appointment: Record<string, unknown>;
  /** For a child, paid by BPJS with its card and referral, the parent as the contact (docs/decisions.md, issue 15). */
  bpjsAppointment: Record<string, unknown>;
  bookingCode: string;
  bornDate: string;
  screening: Record<string, unknown>;
  eventId: number;
  meetingId: string;
  meetingToken: string;
  resultId: string;
}

const ints = (...values: number[]) => fc.constantFrom(...values.map(String));
const ORDERS = (...orders: string[]) => fc.constantFrom(...orders);
const lists = {
  offset: ints(0, 1, 5, 1_000_000, 2 ** 31),
  limit: ints(0, 1, 5, 100, 101, 2 ** 31),
};

function get(name: string, path: string, params: Record<string, fc.Arbitrary<string>>): FuzzCall {
  return {
    name: `GET ${name}`,
    requests: queryArbitrary(params).map((query) => ({
      method: 'GET',
      path: query ? `${path}?${query}` : path,
    })),
  };
}

function detail(name: string, prefix: string): FuzzCall {
  return {
    name: `GET ${name}`,
    requests: pathSegment.map((segment) => ({ method: 'GET', path: `${prefix}${segment}` })),
  };
}

/** JSON bodies whose nested objects' fields are what the fuzzing replaces. */
function postNested(name: string, path: string, base: Record<string, unknown>, keys: string[]): FuzzCall {
  return {
    name: `POST ${name}`,
    requests: mutatedNested(base, keys).map((body) => ({
      method: 'POST',
      path,
      body: { body, contentType: 'application/json' },
    })),
  };
}

function post(name: string, path: fc.Arbitrary<string> | string, base: Record<string, unknown>): FuzzCall {
  const paths = typeof path === 'string' ? fc.constant(path) : path;
  return {
    name: `POST ${name}`,
    requests: fc.tuple(paths, bodyArbitrary(base)).map(([p, body]) => ({ method: 'POST', path: p, body })),
  };
}

export function fuzzCalls(fx: FuzzFixtures): FuzzCall[] {
  const doctorFields = [
    'id',
    'physicians',
    'company_id',
    'poli_id',
    'speciality_slug',
    'speciality',
    'name',
    'day',
  ];
  const doctorParams = {
    ...lists,
    order: ORDERS('name asc', 'name desc', 'next_session asc', 'id asc', 'name sideways'),
    filters: filtersArbitrary(doctorFields),
    id: ints(1, 2 ** 31),
    physicians: fc.constantFrom('1,2', '2147483648,1', '1,,'),
    company_id: ints(1, 2, 2 ** 31),
    poli_id: ints(2473, 2 ** 31),
    speciality: fc.constantFrom('penyakit-dalam', 'anak'),
    day: ints(0, 6, 7, 2 ** 31),
    name: fc.constantFrom('budi', '%', '_'),
    q: fc.constantFrom('budi', 'a%b'),
    start_day: ints(0, 30, 31, 2 ** 31),
  };
  const code = fc.oneof(fc.constant(fx.bookingCode), pathSegment);
  /** A link's token: well-formed but unknown (43 base64url characters), or anything. */
  const accessToken = fc.oneof(fc.constant('A'.repeat(43)), pathSegment);
  return [
    // Writes ----------------------------------------------------------------------------------
    post('medika.patient', 'medika.patient', fx.patient),
    post('medika.patient (a newborn child)', 'medika.patient', fx.childPatient),
    post('medika.appointment', 'medika.appointment', fx.appointment),
    post('medika.appointment (BPJS, for a child)', 'medika.appointment', fx.bpjsAppointment),
    postNested(
      'medika.appointment (insurance and contact fields)',
      'medika.appointment',
      fx.bpjsAppointment,
      ['insurance', 'contact'],
    ),
    post(
      'medika.appointment/{code}/cancel',
      code.map((c) => `medika.appointment/${c}/cancel`),
      { bornDate: '1970-01-01' },
    ),
    // Every booking of a patient (docs/decisions.md, issue 24): the request, and the erase of a link.
    post('medika.booking_access', 'medika.booking_access', {
      nik: '3273012345678901',
      bornDate: '1990-11-21',
    }),
    post(
      'medika.booking_access/{token}/erase',
      accessToken.map((token) => `medika.booking_access/${token}/erase`),
      { confirm: true },
    ),
    post('medika.assesment.result', 'medika.assesment.result', fx.screening),
    post('web/post/registration', 'web/post/registration', {
      event_id: fx.eventId,
      name: 'Budi Santoso',
      email: 'budi@example.com',
      phone: '081234567890',
    }),
    post('web/contactus', 'web/contactus', {
      name: 'Budi Santoso',
      email: 'budi@example.com',
      message: 'Apakah ada dokter anak hari Sabtu?',
    }),
    post('web/newsletter', 'web/newsletter', { email: 'budi@example.com', name: 'Budi' }),

    // Lists and other calls with query parameters ------------------------------------------------
    get('web/dokter', 'web/dokter', doctorParams),
    get('web/jadwal', 'web/jadwal', doctorParams),
    get('web/poli', 'web/poli', {
      ...lists,
      order: ORDERS('seq asc', 'seq desc', 'name asc', 'id asc'),
      filters: filtersArbitrary(['id', 'company_id', 'name', 'day', 'speciality_slug']),
      id: ints(2473, 2 ** 31),
      company_id: ints(1, 2 ** 31),
      day: ints(1, 2 ** 31),
      with_schedule: fc.constantFrom('true', '1', 'no'),
      start_day: ints(0, 2 ** 31),
    }),
    get('web/speciality', 'web/speciality', { company_id: ints(1, 2 ** 31, -1) }),
    get('web/article', 'web/article', {
      ...lists,
      order: ORDERS('published_date desc', 'published_date asc', 'count desc', 'name asc'),
      filters: filtersArbitrary(['id', 'category', 'category_id', 'slug', 'name']),
      category: fc.constantFrom('Berita', 'Kesehatan', 'Video'),
      category_id: ints(1, 2 ** 31, 2 ** 53),
    }),
    get('web/promo', 'web/promo', {
      ...lists,
      order: ORDERS('sequence asc', 'sequence desc', 'valid_to asc'),
      filters: filtersArbitrary(['id', 'slug', 'state', 'company_id']),
      state: fc.constantFrom('published', 'draft'),
      company_id: ints(1, 2 ** 31),
    }),
    get('web/service_package', 'web/service_package', {
      ...lists,
      order: ORDERS('sequence asc', 'sequence desc', 'price asc', 'price desc'),
      filters: filtersArbitrary(['id', 'slug', 'category', 'company_id']),
      category: fc.constantFrom('mcu', 'service'),
      company_id: ints(1, 2 ** 31),
    }),
    get('web/hospital_room', 'web/hospital_room', {
      ...lists,
      order: ORDERS('seq asc', 'seq desc', 'rate asc', 'rate desc'),
      filters: filtersArbitrary(['id', 'company_id']),
      company_id: ints(1, 2 ** 31),
    }),
    get('web/rekanan', 'web/rekanan', {
      industry: fc.constantFrom('insurance', 'corporate'),
      industry_id: ints(1, 2 ** 31),
    }),
    get('web/events', 'web/events', {
      ...lists,
      order: ORDERS('upcoming asc', 'start asc', 'start desc'),
      filters: filtersArbitrary(['id', 'slug', 'company_id']),
      company_id: ints(1, 2 ** 31),
      when: fc.constantFrom('all', 'upcoming', 'past', 'never'),
    }),
    get('web/page', 'web/page', { section: fc.constantFrom('about', 'coe', 'legal') }),
    get('web/faq', 'web/faq', { q: fc.constantFrom('jadwal', '%', 'x'.repeat(101)) }),
    get('web/video', 'web/video', lists),
    get('web/search', 'web/search', {
      ...lists,
      q: fc.constantFrom('jantung', 'ab', '%_', 'dokter anka', 'Sp.A', 'bpjs', "o'neil", '\\', '<<%'),
    }),
    {
      name: 'GET web/{menu,company,service,article_category,download,sitemap}',
      requests: fc
        .tuple(
          fc.constantFrom(
            'web/menu',
            'web/company',
            'web/service',
            'web/article_category',
            'web/download',
            'web/sitemap',
          ),
          queryArbitrary({}),
        )
        .map(([path, query]) => ({ method: 'GET', path: query ? `${path}?${query}` : path })),
    },
    get('medika.availability', 'medika.availability', {
      doctor_id: ints(1, 2 ** 31),
      poli_id: ints(2473, 2 ** 31),
      company_id: ints(1, 2 ** 31),
      from: fc.constantFrom('2026-01-01', '2026-02-30', '0000-00-00'),
      to: fc.constantFrom('2030-01-01', '2026-13-01'),
    }),
    get('medika.config.booking', 'medika.config.booking', {}),
    get('medika.config.form/get', 'medika.config.form/get', {
      filters: filtersArbitrary(['name', 'id']),
      name: fc.constantFrom('Covid-19 Screening'),
      id: ints(1, 2 ** 31, 2 ** 53),
    }),
    get('medika.assesment.result/get', 'medika.assesment.result/get', {
      id: fc.constantFrom(fx.resultId, '00000000-0000-4000-8000-000000000000'),
      filters: filtersArbitrary(['id']),
    }),
    get('medika.encounter/get', 'medika.encounter/get', {
      meetingId: fc.constantFrom(fx.meetingId),
      meeting_id: fc.constantFrom(fx.meetingId),
      filters: filtersArbitrary(['meetingId']),
      t: fc.constantFrom(fx.meetingToken),
    }),
    get('medika.encounter/create_meeting', 'medika.encounter/create_meeting', {
      m: fc.constantFrom(fx.meetingId),
      meetingId: fc.constantFrom(fx.meetingId),
      t: fc.constantFrom(fx.meetingToken),
    }),
    {
      name: 'GET medika.booking_access/{token}[/data]',
      requests: fc
        .tuple(accessToken, fc.constantFrom('', '/data', '/data?format=pdf', '/data?format=xml', '?x=1'))
        .map(([token, rest]) => ({ method: 'GET', path: `medika.booking_access/${token}${rest}` })),
    },
    {
      name: 'GET medika.appointment/{code}',
      requests: fc
        .tuple(code, queryArbitrary({ born_date: fc.constantFrom(fx.bornDate, '1970-01-01', '1990-02-30') }))
        .map(([c, query]) => ({ method: 'GET', path: `medika.appointment/${c}${query ? `?${query}` : ''}` })),
    },

    // Items by slug or id ------------------------------------------------------------------------
    detail('web/dokter/{slug}', 'web/dokter/'),
    detail('web/article/{slug}', 'web/article/'),
    detail('web/promo/{slug}', 'web/promo/'),
    detail('web/service_package/{slug}', 'web/service_package/'),
    detail('web/events/{slug}', 'web/events/'),
    detail('web/company/{slug}', 'web/company/'),
    detail('web/video/{slug}', 'web/video/'),
    detail('web/page/{slug}', 'web/page/'),
  ];
}
