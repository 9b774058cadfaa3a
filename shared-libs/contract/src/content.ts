import type { NextSession, StreetAddress } from './doctors';
import type { ContentBlock, ListQuery, ListResult } from './common';

export interface ArticleCategory {
  id: number;
  slug: string;
  /** The Indonesian name is the stable key (`Spesialis`, `Tentang Kami`, `Services`, `Video` ...). */
  key: string;
  name: string;
}

/** docs/product-rules.md §3 article: name, category, published_date, count, slug. */
export interface ArticleSummary {
  id: number;
  slug: string;
  name: string;
  /** Category key (Indonesian name), the value the category filters use. */
  category: string;
  category_id: number;
  category_name: string;
  summary: string;
  image: string;
  published_date: string;
  /** Read count. */
  count: number;
  author: string;
  reading_minutes: number;
  path: string;
}

export interface Article extends ArticleSummary {
  body: ContentBlock[];
  tags: string[];
  /** Same category, newest first, at most 10. */
  related: ArticleSummary[];
}

/** Filters: category (key), category_id, slug, name (ilike). Orders: published_date desc|asc, count desc, name asc. */
export type ArticleQuery = ListQuery;

export interface MenuNode {
  id: number;
  display_name: string;
  link: string | null;
  parent_id: number | null;
  sequence: number;
  children: MenuNode[];
}

export interface Promo {
  id: number;
  slug: string;
  name: string;
  state: 'published';
  sequence: number;
  summary: string;
  body: ContentBlock[];
  image: string;
  valid_from: string;
  valid_to: string;
  company_ids: number[];
  price: number | null;
  terms: string[];
  path: string;
}

export type ServicePackageCategory = 'mcu' | 'service';

export interface ServicePackage {
  id: number;
  slug: string;
  name: string;
  sequence: number;
  category: ServicePackageCategory;
  summary: string;
  body: ContentBlock[];
  /** Rupiah, whole number. */
  price: number;
  original_price: number | null;
  items: string[];
  image: string;
  company_ids: number[];
  /**
   * Where it is booked (docs/decisions.md, issue 26): the clinic of each hospital offering it (a check-up's
   * MCU clinic); empty when the package is not booked through the wizard.
   */
  clinics: { company_id: number; poli_id: number }[];
  path: string;
}

export interface HospitalRoom {
  id: number;
  seq: number;
  slug: string;
  name: string;
  class_name: string;
  company_id: number;
  company_name: string;
  /** Rupiah per night. */
  rate: number;
  beds_per_room: number;
  facilities: string[];
  image: string;
}

export interface Industry {
  id: number;
  code: 'insurance' | 'corporate' | 'banking' | 'government' | 'education' | 'healthcare';
  name: string;
}

/** docs/product-rules.md §3: industry_id is an [id, name] pair. */
export interface Partner {
  id: number;
  slug: string;
  name: string;
  industry_id: [number, string];
  logo: string;
  description: string;
}

export interface PartnerGroup {
  industry_id: [number, string];
  industry: Industry;
  partners: Partner[];
}

export type EventRegistrationState = 'open' | 'closed' | 'full' | 'past';

export interface HospitalEvent {
  id: number;
  slug: string;
  name: string;
  summary: string;
  body: ContentBlock[];
  /** ISO timestamps with offset (+07:00). */
  start: string;
  end: string;
  /** The venue's name, e.g. "Aula Medika Hospital Bandung", or "Daring" for an online event. */
  location: string;
  /** The organising hospital. */
  company_id: number | null;
  /** Held online (a video meeting), with no venue to go to. */
  online: boolean;
  /** Where the venue is; null for an online event. */
  venue_address: StreetAddress | null;
  image: string;
  capacity: number;
  registered: number;
  registration: EventRegistrationState;
  /** True when "Join Event" applies; otherwise the UI shows "Register Closed". */
  registration_open: boolean;
  path: string;
}

export interface EventRegistrationInput {
  /** Either the id or the slug of the event. */
  event_id?: number;
  event_slug?: string;
  name: string;
  email: string;
  phone: string;
}

export interface EventRegistrationResult {
  id: number;
  event_id: number;
  event_slug: string;
  registered_at: string;
  already_registered: boolean;
  message: string;
}

export interface Service {
  id: number;
  slug: string;
  name: string;
  summary: string;
  icon: string;
  image: string;
  /** Site route, e.g. `/services/igd`. */
  path: string;
  /** Slug for `web/page/<page_slug>`. */
  page_slug: string;
}

export type PageSection =
  'about' | 'coe' | 'facility' | 'services' | 'support' | 'clinic' | 'event' | 'legal' | 'hospital';

export interface PageLink {
  slug: string;
  title: string;
  path: string;
}

/** A content page; `slug` is its site route without the leading slash (`coe/digestive/endoskopi`). */
export interface Page {
  slug: string;
  section: PageSection;
  title: string;
  summary: string;
  body: ContentBlock[];
  image: string;
  related_poli_ids: number[];
  parent: PageLink | null;
  children: PageLink[];
  path: string;
  updated_at: string;
}

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: number;
  slug: string;
  name: string;
  items: FaqItem[];
}

export interface Video {
  id: number;
  slug: string;
  name: string;
  summary: string;
  /** Loaded by the UI only on click (light facade). */
  youtube_id: string;
  poster: string;
  duration_seconds: number;
  published_date: string;
  path: string;
}

export interface DownloadFile {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: 'brochure' | 'price_list' | 'form';
  url: string;
  mime: string;
  size_bytes: number;
}

export interface SearchResults {
  query: string;
  articles: ListResult<ArticleSummary>;
  doctors: ListResult<SearchDoctor>;
  packages: ListResult<ServicePackage>;
  promotions: ListResult<Promo>;
  services: ListResult<SearchService>;
  /** FAQ answers that match (e.g. `bpjs`: how a BPJS visit works). */
  faq: ListResult<SearchFaq>;
  partners: ListResult<SearchPartner>;
  /**
   * The specialities the query means (a complaint such as "sakit perut", a speciality's name or a
   * title), best first (docs/decisions.md, issue 26 — symptom search).
   */
  specialities?: { slug: string; name: string }[];
  /**
   * Each hospital's emergency department (IGD), when the query is an emergency complaint ("nyeri
   * dada", "sesak napas"): the page shows the calls before anything else. Empty otherwise.
   */
  emergency?: SearchEmergency[];
}

/** One suggestion of the header search while typing (`web/search/suggest`). */
export interface SearchSuggestion {
  /** What the field is filled with, and what `/search?q=` searches (a doctor: the name). */
  text: string;
  /** Where it leads: the specialities ("Penyakit Dalam, Bedah Digestif"), "IGD" first for an emergency. */
  hint: string;
  kind: 'complaint' | 'speciality' | 'word' | 'doctor';
  /** Site path without locale: `/search?q=...`, or a doctor's profile. */
  path: string;
  /** An emergency complaint ("nyeri dada"): the results lead with the IGD's call. */
  emergency: boolean;
}

/** An IGD to call: the hospital and its emergency number (`tel:`). */
export interface SearchEmergency {
  company_id: number;
  hospital: string;
  phone: string;
}

export interface SearchFaq {
  id: number;
  question: string;
  answer: string;
  /** `/faq#<anchor>`. */
  path: string;
}

export interface SearchPartner {
  id: number;
  name: string;
  industry: string;
  /** `/partners`. */
  path: string;
}

export interface SearchDoctor {
  id: number;
  slug: string;
  name: string;
  speciality: string;
  photo: string;
  company_ids: number[];
  path: string;
  /** The next open session in the booking window, or null (docs/decisions.md, issue 26). */
  next_session?: NextSession | null;
  /** Where that session is (else the doctor's main hospital). */
  hospital?: string;
  /** The consultation fee at that hospital in rupiah, or null when none is published. */
  fee?: number | null;
  /** The booking wizard's link carrying that session (`buildBookingLink`), or null without one. */
  book_path?: string | null;
}

/** Services and content pages matching the query. */
export interface SearchService {
  slug: string;
  name: string;
  summary: string;
  path: string;
}

export type SitemapKind =
  | 'page'
  | 'article'
  | 'promo'
  | 'package'
  | 'event'
  | 'video'
  | 'doctor'
  | 'speciality'
  | 'service'
  | 'hospital';

export interface SitemapEntry {
  kind: SitemapKind;
  slug: string;
  path: string;
  lastmod: string;
}
