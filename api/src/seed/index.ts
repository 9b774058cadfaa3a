import { todayInJakarta } from '@hospital/domain';
import { count } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Database } from '../db/types';
import type { ApiSecrets } from '../security/secrets';
import { ARTICLE_CATEGORIES, seedArticles } from './articles';
import { seedPackages, seedPromos, seedRooms } from './catalog';
import { INDUSTRIES, seedEvents, seedFaq, seedPartners, seedVideos } from './community';
import { seedDoctors } from './doctors';
import { seedDownloads, seedMenu, seedServices } from './navigation';
import { COMPANIES, POLIS, SPECIALITY_ROWS } from './organisation';
import { seedPages } from './pages';
import { seedScreening } from './screening';
import { seedStaff } from './staff';
import { seedEncounters } from './telemedicine';

export interface SeedSummary {
  seeded: boolean;
  today: string;
  counts: Record<string, number>;
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.companies);
  return Number(row?.n ?? 0) === 0;
}

/** Inserts the whole demo content in one transaction; dates are relative to `now` (Jakarta day). */
export async function seedDatabase(db: Database, now: Date = new Date()): Promise<SeedSummary> {
  const today = todayInJakarta(now);
  const roster = seedDoctors(today);
  const articleRows = seedArticles(today);
  const promoRows = seedPromos(today);
  const packageRows = seedPackages();
  const roomRows = seedRooms();
  const partnerRows = seedPartners();
  const eventRows = seedEvents(today);
  const faq = seedFaq();
  const videoRows = seedVideos(today);
  const menuRows = seedMenu();
  const serviceRows = seedServices();
  const downloadRows = seedDownloads();
  const pageRows = seedPages(now);
  const screening = seedScreening();
  // The demo meetings belong to the first doctor with a telemedicine session.
  const telemedicineDoctor = roster.sessions.find((s) => s.telemedicine)?.doctorId ?? roster.doctors[0].id;
  const encounterRows = seedEncounters(today, telemedicineDoctor);

  await db.transaction(async (tx) => {
    await tx.insert(t.companies).values(COMPANIES);
    await tx.insert(t.specialities).values(SPECIALITY_ROWS);
    await tx.insert(t.polis).values(POLIS);
    await tx.insert(t.doctors).values(roster.doctors);
    await tx.insert(t.practiceSessions).values(roster.sessions);
    await tx.insert(t.doctorLeaves).values(roster.leaves);
    await tx.insert(t.articleCategories).values(ARTICLE_CATEGORIES);
    await tx.insert(t.articles).values(articleRows);
    await tx.insert(t.promos).values(promoRows);
    await tx.insert(t.servicePackages).values(packageRows);
    await tx.insert(t.hospitalRooms).values(roomRows);
    await tx.insert(t.industries).values(INDUSTRIES);
    await tx.insert(t.partners).values(partnerRows);
    await tx.insert(t.events).values(eventRows);
    await tx.insert(t.faqGroups).values(faq.groups);
    await tx.insert(t.faqs).values(faq.items);
    await tx.insert(t.videos).values(videoRows);
    await tx.insert(t.menuItems).values(menuRows);
    await tx.insert(t.services).values(serviceRows);
    await tx.insert(t.downloads).values(downloadRows);
    await tx.insert(t.pages).values(pageRows);
    await tx.insert(t.forms).values(screening.form);
    await tx.insert(t.formQuestions).values(screening.questions);
    await tx.insert(t.formRiskLevels).values(screening.risks);
    await tx.insert(t.encounters).values(encounterRows);
  });

  return {
    seeded: true,
    today,
    counts: {
      companies: COMPANIES.length,
      polis: POLIS.length,
      doctors: roster.doctors.length,
      sessions: roster.sessions.length,
      leaves: roster.leaves.length,
      articles: articleRows.length,
      promos: promoRows.length,
      packages: packageRows.length,
      rooms: roomRows.length,
      partners: partnerRows.length,
      events: eventRows.length,
      faqs: faq.items.length,
      videos: videoRows.length,
      pages: pageRows.length,
      menu: menuRows.length,
      downloads: downloadRows.length,
    },
  };
}

/** Seeds only an empty database, so restarts never duplicate content. */
export async function seedIfEmpty(
  db: Database,
  secrets: ApiSecrets,
  now: Date = new Date(),
): Promise<SeedSummary> {
  if (!(await isEmpty(db))) {
    const staff = await seedStaff(db, secrets);
    return { seeded: false, today: todayInJakarta(now), counts: staff > 0 ? { staff } : {} };
  }
  const summary = await seedDatabase(db, now);
  summary.counts.staff = await seedStaff(db, secrets);
  return summary;
}
