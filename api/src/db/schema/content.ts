import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './organisation';
import { idList, localized, localizedBlocks, localizedList } from './localized';

export const articleCategories = pgTable('article_categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  key: text('key').notNull().unique(),
  seq: integer('seq').notNull(),
  name: localized('name'),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    name: localized('name'),
    summary: localized('summary'),
    body: localizedBlocks('body'),
    tags: localizedList('tags'),
    publishedDate: date('published_date', { mode: 'string' }).notNull(),
    readCount: integer('read_count').notNull().default(0),
    author: text('author').notNull(),
    readingMinutes: integer('reading_minutes').notNull(),
  },
  (t) => [
    index('articles_published_idx').on(t.publishedDate),
    index('articles_category_idx').on(t.categoryId),
  ],
);

/**
 * An article's byline in each language (docs/decisions.md, issue 26): `articles.author` names it, and
 * a byline with no row here is shown as written. A table beside the articles rather than a column, so
 * an older database's articles keep theirs (written at start-up, seed/journey.ts).
 */
export const articleAuthors = pgTable('article_authors', {
  author: text('author').primaryKey(),
  name: localized('name'),
});

export const promos = pgTable('promos', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  state: text('state').$type<'published' | 'draft'>().notNull(),
  sequence: integer('sequence').notNull(),
  name: localized('name'),
  summary: localized('summary'),
  body: localizedBlocks('body'),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }).notNull(),
  companyIds: idList('company_ids'),
  price: integer('price'),
  terms: localizedList('terms'),
});

export const servicePackages = pgTable('service_packages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  category: text('category').$type<'mcu' | 'service'>().notNull(),
  sequence: integer('sequence').notNull(),
  name: localized('name'),
  summary: localized('summary'),
  body: localizedBlocks('body'),
  price: integer('price').notNull(),
  originalPrice: integer('original_price'),
  items: localizedList('items'),
  companyIds: idList('company_ids'),
  /**
   * Where the package is booked (docs/decisions.md, issue 26): the clinic of each hospital that offers
   * it (the MCU clinic for a check-up); empty for a package not booked through the wizard.
   */
});

export const hospitalRooms = pgTable('hospital_rooms', {
  id: serial('id').primaryKey(),
  seq: integer('seq').notNull(),
  slug: text('slug').notNull().unique(),
  name: localized('name'),
  className: localized('class_name'),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  rate: integer('rate').notNull(),
  bedsPerRoom: integer('beds_per_room').notNull(),
  facilities: localizedList('facilities'),
});

export const industries = pgTable('industries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  seq: integer('seq').notNull(),
  name: localized('name'),
});

export const partners = pgTable(
  'partners',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    seq: integer('seq').notNull(),
    description: localized('description'),
  },
  // The text site search reads in each language (`src/search/vocabulary.ts` writes the same expression).
  (t) => [
    index('partners_search_id_trgm_idx').using(
      'gin',
      sql`(${t.name} || ' ' || (${t.description} ->> 'id')) gin_trgm_ops`,
    ),
    index('partners_search_en_trgm_idx').using(
      'gin',
      sql`(${t.name} || ' ' || (${t.description} ->> 'en')) gin_trgm_ops`,
    ),
  ],
);

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name'),
  summary: localized('summary'),
  body: localizedBlocks('body'),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  location: localized('location'),
  companyId: integer('company_id').references(() => companies.id),
  capacity: integer('capacity').notNull(),
  registered: integer('registered').notNull().default(0),
  /** Closed by the organiser regardless of date and capacity. */
  registrationClosed: boolean('registration_closed').notNull().default(false),
});

/**
 * Where an event is (docs/decisions.md, issue 25 item 6): online, or the venue's address (a hall of
 * ours is at the hospital's). A table of its own, so the seed's events need no column an older
 * schema lacks; an event without a row has only its venue's name.
 */
/**
 * Where a package is booked: the MCU clinic of each hospital offering a check-up (docs/decisions.md, issue 26).
 * A table of its own, as event_places, so that a database seeded by an older release gets it at start-up
 * (seed/packageClinics.ts) and the seed of an older schema still fits (api/test/migration.test.ts).
 */
export const packageClinics = pgTable('package_clinics', {
  packageId: integer('package_id')
    .primaryKey()
    .references(() => servicePackages.id),
  clinics: jsonb('clinics').$type<{ companyId: number; poliId: number }[]>().notNull().default([]),
});

export const eventPlaces = pgTable('event_places', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id),
  online: boolean('online').notNull().default(false),
  venueAddress: jsonb('venue_address').$type<{ street: string; locality: string; postalCode: string }>(),
});

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_registrations_event_email_uq').on(t.eventId, t.email)],
);

export const menuItems = pgTable('menu_items', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  sequence: integer('sequence').notNull(),
  displayName: localized('display_name'),
  link: text('link'),
});

export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  section: text('section').notNull(),
  parentSlug: text('parent_slug'),
  seq: integer('seq').notNull(),
  title: localized('title'),
  summary: localized('summary'),
  body: localizedBlocks('body'),
  relatedPoliIds: idList('related_poli_ids'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const services = pgTable('services', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  seq: integer('seq').notNull(),
  name: localized('name'),
  summary: localized('summary'),
  icon: text('icon').notNull(),
  path: text('path').notNull(),
  pageSlug: text('page_slug').notNull(),
});

export const faqGroups = pgTable('faq_groups', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  seq: integer('seq').notNull(),
  name: localized('name'),
});

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => faqGroups.id),
    seq: integer('seq').notNull(),
    question: localized('question'),
    answer: localized('answer'),
  },
  // The text site search reads in each language (`src/search/vocabulary.ts` writes the same expression).
  (t) => [
    index('faqs_search_id_trgm_idx').using(
      'gin',
      sql`((${t.question} ->> 'id') || ' ' || (${t.answer} ->> 'id')) gin_trgm_ops`,
    ),
    index('faqs_search_en_trgm_idx').using(
      'gin',
      sql`((${t.question} ->> 'en') || ' ' || (${t.answer} ->> 'en')) gin_trgm_ops`,
    ),
  ],
);

export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  seq: integer('seq').notNull(),
  name: localized('name'),
  summary: localized('summary'),
  youtubeId: text('youtube_id').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  publishedDate: date('published_date', { mode: 'string' }).notNull(),
});

/** Files served under `/files/<file_name>`; their text lives here and is rendered on request. */
export const downloads = pgTable('downloads', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  fileName: text('file_name').notNull().unique(),
  seq: integer('seq').notNull(),
  category: text('category').$type<'brochure' | 'price_list' | 'form'>().notNull(),
  name: localized('name'),
  description: localized('description'),
  mime: text('mime').notNull(),
  lines: localizedList('lines'),
  sizeBytes: integer('size_bytes').notNull(),
});
