import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Database, Transaction } from '../db/types';
import { BPJS_PARTNER_DESCRIPTION, FAQ_ADDITIONS, FAQ_BPJS_GROUP, FAQ_CORRECTIONS } from './community';
import { feeRows } from './fees';
import { locationRows } from './locations';
import { addEventPlaces, addOpeningSchedules } from './places';
import { addPackageClinics } from './packageClinics';
import { addMcuClinics } from './mcuClinics';
import { addArticleAuthors } from './authors';
import { LOOKUP_MENU_ITEM } from './navigation';
import { searchSynonymRows } from './search';
import { L } from './text';

export interface JourneyContentSummary {
  fees: number;
  locations: number;
  synonyms: number;
  faqs: number;
  faqCorrections: number;
  menu: number;
  partners: number;
  /** docs/decisions.md, issue 25 item 6: events given their place, hospitals their hours' schedules. */
  eventPlaces: number;
  openingSchedules: number;
  /**
   * docs/decisions.md, issue 26: the MCU clinics and their sessions (for a database seeded before them),
   * the check-ups' clinics, and the articles' bylines in both languages.
   */
  mcuClinics: number;
  mcuSessions: number;
  packageClinics: number;
  articleAuthors: number;
}

/** Any constant of our own: two processes starting at once add the content once. */
const CONTENT_LOCK = 1_500_015;

/**
 * The content docs/decisions.md, issue 15 added, for a database seeded by an older release (seeding only ever runs on an
 * empty database): consultation fees, poli locations, the search vocabulary, the BPJS FAQ and the
 * look-up in the menu, and the FAQ answers and the BPJS partner text made true; and since issue 25
 * item 6 the events' places and the hospitals' hours as data (seed/places.ts). Runs at every start
 * after seeding, in one transaction; each part adds only what is missing and changes only text that is
 * still word for word what the older seed wrote, so a second run does nothing and it never overwrites
 * the hospital's own edits.
 */
export async function ensureJourneyContent(db: Database): Promise<JourneyContentSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_LOCK})`);
    const [seeded] = await tx.select({ n: count() }).from(t.companies);
    const summary: JourneyContentSummary = {
      fees: 0,
      locations: 0,
      synonyms: 0,
      faqs: 0,
      faqCorrections: 0,
      menu: 0,
      partners: 0,
      eventPlaces: 0,
      openingSchedules: 0,
      mcuClinics: 0,
      mcuSessions: 0,
      packageClinics: 0,
      articleAuthors: 0,
    };
    // An empty database (migrations only, as the migration tests build an older one) has nothing to add to.
    if (Number(seeded?.n ?? 0) === 0) return summary;
    // First: the clinics then get their place (addLocations) and their check-ups (addPackageClinics).
    const mcu = await addMcuClinics(tx);
    summary.mcuClinics = mcu.clinics;
    summary.mcuSessions = mcu.sessions;
    summary.fees = await addFees(tx);
    summary.locations = await addLocations(tx);
    summary.synonyms = await addSynonyms(tx);
    summary.faqs = await addFaqs(tx);
    summary.faqCorrections = await correctFaqs(tx);
    summary.menu = await addLookupMenu(tx);
    summary.partners = await correctBpjsPartner(tx);
    summary.eventPlaces = await addEventPlaces(tx);
    summary.openingSchedules = await addOpeningSchedules(tx);
    summary.packageClinics = await addPackageClinics(tx);
    summary.articleAuthors = await addArticleAuthors(tx);
    return summary;
  });
}

async function addFees(tx: Transaction): Promise<number> {
  const doctors = await tx
    .select({ id: t.doctors.id, specialitySlug: t.doctors.specialitySlug, companyId: t.doctors.companyId })
    .from(t.doctors)
    .orderBy(asc(t.doctors.id));
  const sessions = await tx
    .selectDistinct({ doctorId: t.practiceSessions.doctorId, companyId: t.practiceSessions.companyId })
    .from(t.practiceSessions);
  const practice = [...doctors.map((d) => ({ doctorId: d.id, companyId: d.companyId })), ...sessions];
  const rows = feeRows(doctors, practice);
  if (rows.length === 0) return 0;
  const added = await tx
    .insert(t.doctorFees)
    .values(rows)
    .onConflictDoNothing()
    .returning({ doctorId: t.doctorFees.doctorId });
  return added.length;
}

async function addLocations(tx: Transaction): Promise<number> {
  const polis = await tx.select({ id: t.polis.id }).from(t.polis);
  const rows = locationRows(polis.map((p) => p.id));
  if (rows.length === 0) return 0;
  const added = await tx
    .insert(t.poliLocations)
    .values(rows)
    .onConflictDoNothing()
    .returning({ poliId: t.poliLocations.poliId });
  return added.length;
}

/**
 * The seeded vocabulary's rows that are missing go in, so a release's new words (issue 26's
 * complaints) reach a database seeded before it; rows already there are left as they are.
 */
async function addSynonyms(tx: Transaction): Promise<number> {
  const existing = await tx.select().from(t.searchSynonyms);
  const keyOf = (r: { term: string; specialitySlug?: string | null; canonical?: string | null }) =>
    `${r.term}|${r.specialitySlug ?? ''}|${r.canonical ?? ''}`;
  const have = new Set(existing.map(keyOf));
  const specialities = await tx.select({ slug: t.specialities.slug }).from(t.specialities);
  const rows = searchSynonymRows(new Set(specialities.map((s) => s.slug))).filter((r) => !have.has(keyOf(r)));
  if (rows.length === 0) return 0;
  await tx.insert(t.searchSynonyms).values(rows);
  return rows.length;
}

async function addFaqs(tx: Transaction): Promise<number> {
  let added = 0;
  const groups = await tx.select().from(t.faqGroups);
  if (!groups.some((g) => g.slug === FAQ_BPJS_GROUP.slug)) {
    // Shown right after the appointments group (same seq; the FAQ orders ties by id).
    const after = groups.find((g) => g.slug === 'janji-temu');
    const [ids] = await tx.select({ id: max(t.faqGroups.id) }).from(t.faqGroups);
    const id = (ids?.id ?? 0) + 1;
    await tx.insert(t.faqGroups).values({
      id,
      slug: FAQ_BPJS_GROUP.slug,
      seq: after?.seq ?? id,
      name: L(...FAQ_BPJS_GROUP.name),
    });
    await tx.insert(t.faqs).values(
      FAQ_BPJS_GROUP.items.map(([question, answer], index) => ({
        groupId: id,
        seq: index + 1,
        question: L(...question),
        answer: L(...answer),
      })),
    );
    added += FAQ_BPJS_GROUP.items.length;
  }
  for (const { groupSlug, item } of FAQ_ADDITIONS) {
    const group = groups.find((g) => g.slug === groupSlug);
    if (!group) continue;
    const [question, answer] = item;
    const [known] = await tx
      .select({ n: count() })
      .from(t.faqs)
      .where(sql`${t.faqs.question} ->> 'id' = ${question[0]}`);
    if (Number(known?.n ?? 0) > 0) continue;
    const [last] = await tx
      .select({ seq: max(t.faqs.seq) })
      .from(t.faqs)
      .where(eq(t.faqs.groupId, group.id));
    await tx.insert(t.faqs).values({
      groupId: group.id,
      seq: (last?.seq ?? 0) + 1,
      question: L(...question),
      answer: L(...answer),
    });
    added += 1;
  }
  return added;
}

async function correctFaqs(tx: Transaction): Promise<number> {
  let corrected = 0;
  for (const { before, after } of FAQ_CORRECTIONS) {
    const rows = await tx
      .update(t.faqs)
      .set({ answer: L(...after) })
      .where(sql`${t.faqs.answer} = ${JSON.stringify(L(...before))}::jsonb`)
      .returning({ id: t.faqs.id });
    corrected += rows.length;
  }
  return corrected;
}

async function addLookupMenu(tx: Transaction): Promise<number> {
  const [known] = await tx
    .select({ n: count() })
    .from(t.menuItems)
    .where(eq(t.menuItems.link, LOOKUP_MENU_ITEM.link));
  if (Number(known?.n ?? 0) > 0) return 0;
  const [ids] = await tx.select({ id: max(t.menuItems.id) }).from(t.menuItems);
  const [last] = await tx
    .select({ sequence: max(t.menuItems.sequence) })
    .from(t.menuItems)
    .where(sql`${t.menuItems.parentId} is null`);
  await tx.insert(t.menuItems).values({
    id: (ids?.id ?? 0) + 1,
    parentId: null,
    sequence: (last?.sequence ?? 0) + 10,
    displayName: L(...LOOKUP_MENU_ITEM.name),
    link: LOOKUP_MENU_ITEM.link,
  });
  return 1;
}

async function correctBpjsPartner(tx: Transaction): Promise<number> {
  const rows = await tx
    .update(t.partners)
    .set({ description: BPJS_PARTNER_DESCRIPTION.after })
    .where(
      and(
        eq(t.partners.name, 'BPJS Kesehatan'),
        sql`${t.partners.description} = ${JSON.stringify(BPJS_PARTNER_DESCRIPTION.before)}::jsonb`,
      ),
    )
    .returning({ id: t.partners.id });
  return rows.length;
}
