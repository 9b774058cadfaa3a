import type { events, faqGroups, faqs, industries, Localized, partners, videos } from '../db/schema';
import { daysFrom, wib } from './dates';
import { COMPANIES } from './organisation';
import { TEMPLATES } from './templates';
import { blocks, fill, L, slugify, toPair, type Bilingual } from './text';
import eventsText from './content/events.json';
import faqText from './content/faq.json';
import partnersText from './content/partners.json';
import videosText from './content/videos.json';

type IndustryRow = typeof industries.$inferInsert;
type PartnerRow = typeof partners.$inferInsert;
type EventRow = typeof events.$inferInsert;
type FaqGroupRow = typeof faqGroups.$inferInsert;
type FaqRow = typeof faqs.$inferInsert;
type VideoRow = typeof videos.$inferInsert;

interface IndustryText {
  code: string;
  name: Localized;
  partners: { name: string; description?: Localized; olderDescription?: Localized }[];
}

interface PartnersText {
  industries: IndustryText[];
  insurerDescription: Localized;
  partnerDescription: Localized;
}

/** The industries, the partners in each and their descriptions, as an editor changes them: seed/content/partners.json. */
const PARTNERS: PartnersText = partnersText;

export const INDUSTRIES: IndustryRow[] = PARTNERS.industries.map((industry, index) => ({
  id: index + 1,
  code: industry.code,
  seq: index + 1,
  name: L(industry.name.id, industry.name.en),
}));

/** What an older seed said of BPJS Kesehatan ("polis"), and what it says since docs/decisions.md, issue 15. */
export const BPJS_PARTNER_DESCRIPTION = ((): { before: Localized; after: Localized } => {
  const bpjs = PARTNERS.industries.flatMap((i) => i.partners).find((p) => p.name === 'BPJS Kesehatan');
  if (!bpjs?.description || !bpjs.olderDescription) {
    throw new Error('seed/content/partners.json: BPJS Kesehatan needs "description" and "olderDescription"');
  }
  return {
    before: L(bpjs.olderDescription.id, bpjs.olderDescription.en),
    after: L(bpjs.description.id, bpjs.description.en),
  };
})();

export function seedPartners(): PartnerRow[] {
  const rows = PARTNERS.industries.flatMap((industry, industryIndex) =>
    industry.partners.map((partner) => ({ industryId: industryIndex + 1, industry, partner })),
  );
  return rows.map(({ industryId, industry, partner: { name, description } }, index) => ({
    id: index + 1,
    slug: slugify(name),
    name,
    industryId,
    seq: index + 1,
    description: description
      ? L(description.id, description.en)
      : fill(industry.code === 'insurance' ? PARTNERS.insurerDescription : PARTNERS.partnerDescription, {
          name,
        }),
  }));
}

interface EventDef {
  title: Bilingual;
  summary: Bilingual;
  startOffset: number;
  start: string;
  end: string;
  location: Bilingual;
  company: number | null;
  capacity: number;
  registered: number;
  closed: boolean;
  /** A video meeting: no venue. */
  online?: boolean;
  /** The venue's address when it is not the organising hospital's own. */
  venue?: { street: string; locality: string; postalCode: string };
}

/** A hall of one of our hospitals is at the hospital's address. */
function hospitalAddress(companyId: number | null) {
  const company = COMPANIES.find((c) => c.id === companyId);
  return company ? { street: company.address, locality: company.city, postalCode: company.postalCode } : null;
}

/** Editable text: seed/content/events.json. */
const EVENTS: EventDef[] = eventsText as EventDef[];

/**
 * Where each seeded event is (docs/decisions.md, issue 25 item 6), known by its slug and its venue's
 * words: `ensureJourneyContent` writes it into the database at start, into a new one as into one
 * seeded before the events had places (the seed itself leaves the columns at their defaults, so it
 * also runs on the schema of an older release).
 */
export const EVENT_PLACES = EVENTS.map((def) => ({
  slug: slugify(def.title[0]),
  location: L(def.location[0], def.location[1]),
  online: def.online ?? false,
  venueAddress: def.online ? null : (def.venue ?? hospitalAddress(def.company)),
}));

export function seedEvents(today: string): EventRow[] {
  return EVENTS.map((def) => {
    const date = daysFrom(today, def.startOffset);
    return {
      slug: slugify(def.title[0]),
      name: L(def.title[0], def.title[1]),
      summary: L(def.summary[0], def.summary[1]),
      body: blocks([
        { p: def.summary },
        { h: toPair(TEMPLATES.event.heading) },
        {
          list: [
            toPair(fill(TEMPLATES.event.venue, { venue: L(def.location[0], def.location[1]) })),
            toPair(fill(TEMPLATES.event.time, { start: def.start, end: def.end })),
            toPair(TEMPLATES.event.fee),
          ],
        },
        { p: toPair(TEMPLATES.event.closing) },
      ]),
      startsAt: wib(date, def.start),
      endsAt: wib(date, def.end),
      location: L(def.location[0], def.location[1]),
      companyId: def.company,
      capacity: def.capacity,
      registered: def.registered,
      registrationClosed: def.closed,
    };
  });
}

type FaqItemDef = [question: Bilingual, answer: Bilingual];

interface FaqGroupDef {
  slug: string;
  name: Bilingual;
  items: FaqItemDef[];
}

interface FaqItemText {
  /** Names the items the code refers to. */
  key?: string;
  question: Localized;
  answer: Localized;
  /** What an older seed answered, replaced at start where it is still word for word this. */
  olderAnswer?: Localized;
}

interface FaqGroupText {
  slug: string;
  name: Localized;
  items: FaqItemText[];
}

/** The FAQ, as an editor changes it: seed/content/faq.json. */
const FAQ_TEXT: FaqGroupText[] = faqText;

const toItem = (item: FaqItemText): FaqItemDef => [toPair(item.question), toPair(item.answer)];

const FAQ: FaqGroupDef[] = FAQ_TEXT.map((group) => ({
  slug: group.slug,
  name: toPair(group.name),
  items: group.items.map(toItem),
}));

function keyed(key: string): { groupSlug: string; item: FaqItemDef } {
  for (const group of FAQ_TEXT) {
    const item = group.items.find((i) => i.key === key);
    if (item) return { groupSlug: group.slug, item: toItem(item) };
  }
  throw new Error(`seed/content/faq.json has no item with "key": "${key}"`);
}

/**
 * BPJS Kesehatan is a payer of its own (docs/decisions.md, issue 15 item 2): a specialist visit needs a referral (rujukan)
 * from the first-level clinic (faskes tingkat pertama) where the member is registered.
 */
export const FAQ_BPJS_GROUP: FaqGroupDef = FAQ.find((g) => g.slug === 'bpjs-kesehatan')!;

/**
 * Answers an older seed wrote that docs/decisions.md, issue 15 made untrue (a "Cek Booking" menu that did not exist, BPJS
 * without its referral): `ensureJourneyContent` replaces each where it is still word for word the old one.
 */
export const FAQ_CORRECTIONS: { before: Bilingual; after: Bilingual }[] = FAQ_TEXT.flatMap((group) =>
  group.items.flatMap((item) =>
    item.olderAnswer ? [{ before: toPair(item.olderAnswer), after: toPair(item.answer) }] : [],
  ),
);

export function seedFaq(): { groups: FaqGroupRow[]; items: FaqRow[] } {
  const groups: FaqGroupRow[] = [];
  const items: FaqRow[] = [];
  FAQ.forEach((group, groupIndex) => {
    const id = groupIndex + 1;
    groups.push({ id, slug: group.slug, seq: id, name: L(group.name[0], group.name[1]) });
    group.items.forEach(([question, answer], index) => {
      items.push({ groupId: id, seq: index + 1, question: L(...question), answer: L(...answer) });
    });
  });
  return { groups, items };
}

/** Where the items docs/decisions.md, issue 15 added belong, for a database seeded before it. */
export const FAQ_ADDITIONS: { groupSlug: string; item: FaqItemDef }[] = [
  keyed('for-someone-else'),
  keyed('find-booking'),
  keyed('fees'),
];

interface VideoDef {
  title: Bilingual;
  summary: Bilingual;
  youtubeId: string;
  duration: number;
  daysAgo: number;
}

/** Editable text: seed/content/videos.json. */
const VIDEOS: VideoDef[] = videosText as VideoDef[];

export function seedVideos(today: string): VideoRow[] {
  return VIDEOS.map((def, index) => ({
    slug: slugify(def.title[0]),
    seq: index + 1,
    name: L(def.title[0], def.title[1]),
    summary: L(def.summary[0], def.summary[1]),
    youtubeId: def.youtubeId,
    durationSeconds: def.duration,
    publishedDate: daysFrom(today, -def.daysAgo),
  }));
}
