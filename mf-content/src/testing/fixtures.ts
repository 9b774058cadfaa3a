import type {
  Article,
  ArticleCategory,
  ArticleSummary,
  Company,
  HospitalEvent,
  HospitalRoom,
  Page,
  Promo,
  ServicePackage,
  Video,
} from '@hospital/api-client';
import type { FakeHandler, SentRequest } from '@hospital/remote-kit/testing';

// Items shaped like the API's answers, numbered so lists can be told apart.

export const BANDUNG: Company = {
  id: 1,
  slug: 'medika-hospital-bandung',
  name: 'Medika Hospital Bandung',
  short_name: 'Bandung',
  city: 'Bandung',
  address: 'Jl. Pasteur 10',
  postal_code: '40161',
  phone: '62227801234',
  phone_display: '(022) 780 1234',
  emergency_phone: '62227801119',
  whatsapp: '6281100001234',
  email: 'info.bandung@medika.test',
  opening_hours: [
    {
      label: 'IGD',
      hours: '24 jam',
      schedule: { days: [0, 1, 2, 3, 4, 5, 6], public_holidays: true, opens: '00:00', closes: '23:59' },
    },
    {
      label: 'Senin - Sabtu',
      hours: '07.00 - 21.00 WIB',
      schedule: { days: [1, 2, 3, 4, 5, 6], public_holidays: false, opens: '07:00', closes: '21:00' },
    },
    { label: 'Hari libur nasional', hours: 'Sesuai pengumuman', schedule: null },
  ],
  latitude: -6.9,
  longitude: 107.6,
  description: 'Rumah sakit umum di Bandung.',
  image: '/api/media/hospital/medika-hospital-bandung.svg',
  path: '/hospital/medika-hospital-bandung',
  bed_count: 220,
  services: ['IGD 24 jam', 'Rawat inap'],
  speciality_slugs: ['penyakit-dalam', 'jantung', 'anak', 'kebidanan-kandungan'],
};

export function articleSummary(n: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: n,
    slug: `artikel-${n}`,
    name: `Artikel ${n}`,
    category: 'Berita',
    category_id: 1,
    category_name: 'Berita',
    summary: `Ringkasan artikel ${n}.`,
    image: `/api/media/article/artikel-${n}.svg`,
    published_date: '2026-11-20',
    count: 100 - n,
    author: 'Humas',
    reading_minutes: 3,
    path: `/news/artikel-${n}`,
    ...overrides,
  };
}

export function article(n: number, overrides: Partial<Article> = {}): Article {
  return {
    ...articleSummary(n),
    body: [{ type: 'paragraph', text: `Isi artikel ${n}.` }],
    tags: ['jantung'],
    related: [],
    ...overrides,
  };
}

export function category(id: number, key: string): ArticleCategory {
  return { id, key, name: key, slug: key.toLowerCase().replace(/ /g, '-') };
}

export function hospitalEvent(n: number, overrides: Partial<HospitalEvent> = {}): HospitalEvent {
  return {
    id: n,
    slug: `acara-${n}`,
    name: `Acara ${n}`,
    summary: `Ringkasan acara ${n}.`,
    body: [{ type: 'paragraph', text: `Isi acara ${n}.` }],
    start: '2099-11-30T09:00:00+07:00',
    end: '2099-11-30T11:30:00+07:00',
    location: 'Aula',
    company_id: 1,
    online: false,
    venue_address: { street: 'Jl. Pasteur 10', locality: 'Bandung', postal_code: '40161' },
    image: `/api/media/event/acara-${n}.svg`,
    capacity: 120,
    registered: 10,
    registration: 'open',
    registration_open: true,
    path: `/event/acara-${n}`,
    ...overrides,
  };
}

export function promo(n: number, overrides: Partial<Promo> = {}): Promo {
  return {
    id: n,
    slug: `promo-${n}`,
    name: `Promo ${n}`,
    state: 'published',
    sequence: n,
    summary: `Ringkasan promo ${n}.`,
    body: [],
    image: `/api/media/promo/promo-${n}.svg`,
    valid_from: '2026-01-01',
    valid_to: '2099-12-31',
    company_ids: [1],
    price: 250000,
    terms: [],
    path: `/promotion/promo-${n}`,
    ...overrides,
  };
}

export function servicePackage(n: number, overrides: Partial<ServicePackage> = {}): ServicePackage {
  return {
    id: n,
    slug: `paket-${n}`,
    name: `Paket ${n}`,
    sequence: n,
    category: 'service',
    summary: `Ringkasan paket ${n}.`,
    body: [],
    price: 1500000,
    original_price: null,
    items: ['Konsultasi dokter'],
    image: `/api/media/package/paket-${n}.svg`,
    company_ids: [1],
    clinics: [],
    path: `/package/paket-${n}`,
    ...overrides,
  };
}

export function room(n: number, overrides: Partial<HospitalRoom> = {}): HospitalRoom {
  return {
    id: n,
    seq: n,
    slug: `kamar-${n}`,
    name: `Kamar ${n}`,
    class_name: 'VIP',
    company_id: 1,
    company_name: 'Medika Hospital Bandung',
    rate: 750000,
    beds_per_room: 1,
    facilities: ['AC'],
    image: `/api/media/room/kamar-${n}.svg`,
    ...overrides,
  };
}

export function video(n: number, overrides: Partial<Video> = {}): Video {
  return {
    id: n,
    slug: `video-${n}`,
    name: `Video ${n}`,
    summary: `Ringkasan video ${n}.`,
    youtube_id: `yt${n}`,
    poster: `/api/media/video/video-${n}.svg`,
    duration_seconds: 330,
    published_date: '2026-11-01',
    path: `/video/video-${n}`,
    ...overrides,
  };
}

export function contentPage(slug: string, overrides: Partial<Page> = {}): Page {
  return {
    slug,
    section: 'about',
    title: `Halaman ${slug}`,
    summary: `Ringkasan ${slug}.`,
    body: [{ type: 'paragraph', text: `Isi ${slug}.` }],
    image: `/api/media/page/${slug.replace(/\//g, '-')}.svg`,
    related_poli_ids: [],
    parent: null,
    children: [],
    path: `/${slug}`,
    updated_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

/**
 * A paged list answer of `items` for the request's `offset` and `limit`, as the API answers
 * (`{ data: { results, count } }`), so "load more" reads the next slice.
 */
export function pagedAnswer<T>(items: readonly T[]): FakeHandler {
  return (request: SentRequest) => {
    const offset = Number(request.query.offset ?? 0);
    const limit = Number(request.query.limit ?? items.length);
    return {
      status: 200,
      body: { data: { results: items.slice(offset, offset + limit), count: items.length } },
    };
  };
}

export const NOT_FOUND = { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };

/** The offsets a list asked for, in order. */
export function offsetsAsked(requests: readonly SentRequest[], path: string): number[] {
  return requests.filter((r) => r.path === path).map((r) => Number(r.query.offset ?? 0));
}

/** Offset and limit of each request to `path`, in order. */
export function rangesAsked(
  requests: readonly SentRequest[],
  path: string,
): { offset: number; limit: number }[] {
  return requests
    .filter((r) => r.path === path)
    .map((r) => ({ offset: Number(r.query.offset ?? 0), limit: Number(r.query.limit) }));
}
