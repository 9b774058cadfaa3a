import type { hospitalRooms, promos, servicePackages } from '../db/schema';
import { daysFrom } from './dates';
import { BANDUNG, MCU_POLIS } from './organisation';
import { TEMPLATES } from './templates';
import { blocks, L, slugify, toPair, type Bilingual } from './text';
import promotionsText from './content/promotions.json';
import packagesText from './content/packages.json';
import roomsText from './content/rooms.json';

type PromoRow = typeof promos.$inferInsert;
type PackageRow = typeof servicePackages.$inferInsert;
type RoomRow = typeof hospitalRooms.$inferInsert;

interface PromoDef {
  title: Bilingual;
  summary: Bilingual;
  price: number | null;
  published: boolean;
  companies: number[];
  validDays: [number, number];
}

/** Editable text and figures: seed/content/promotions.json. */
const PROMOS: PromoDef[] = promotionsText as PromoDef[];

export function seedPromos(today: string): PromoRow[] {
  return PROMOS.map((def, index) => ({
    slug: slugify(def.title[0]),
    state: def.published ? 'published' : 'draft',
    sequence: (index + 1) * 10,
    name: L(def.title[0], def.title[1]),
    summary: L(def.summary[0], def.summary[1]),
    body: blocks([
      { p: def.summary },
      { h: toPair(TEMPLATES.promotion.heading) },
      { list: TEMPLATES.promotion.steps.map(toPair) },
    ]),
    validFrom: daysFrom(today, def.validDays[0]),
    validTo: daysFrom(today, def.validDays[1]),
    companyIds: def.companies,
    price: def.price,
    terms: TEMPLATES.promotion.terms.map((term) => L(term.id, term.en)),
  }));
}

interface PackageDef {
  title: Bilingual;
  summary: Bilingual;
  category: 'mcu' | 'service';
  price: number;
  original: number | null;
  items: Bilingual[];
  companies: number[];
}

/** Editable text and figures: seed/content/packages.json. */
const PACKAGES: PackageDef[] = packagesText as PackageDef[];

export function seedPackages(): PackageRow[] {
  return PACKAGES.map((def, index) => ({
    slug: slugify(def.title[0]),
    category: def.category,
    sequence: index + 1,
    name: L(def.title[0], def.title[1]),
    summary: L(def.summary[0], def.summary[1]),
    body: blocks([
      { p: def.summary },
      { h: toPair(TEMPLATES.package.heading) },
      { list: def.items },
      { p: toPair(TEMPLATES.package.closing) },
    ]),
    price: def.price,
    originalPrice: def.original,
    items: def.items.map(([id, en]) => L(id, en)),
    companyIds: def.companies,
  }));
}

/**
 * Where each check-up is booked: the MCU clinic of each hospital offering it (docs/decisions.md, issue 26).
 * Packages of another kind have none. Written at start-up (seed/packageClinics.ts).
 */
export function seedPackageClinics(): { slug: string; clinics: { companyId: number; poliId: number }[] }[] {
  return PACKAGES.filter((def) => def.category === 'mcu').map((def) => ({
    slug: slugify(def.title[0]),
    clinics: def.companies
      .filter((companyId) => MCU_POLIS[companyId] !== undefined)
      .map((companyId) => ({ companyId, poliId: MCU_POLIS[companyId] })),
  }));
}

interface RoomDef {
  company: number;
  name: Bilingual;
  className: Bilingual;
  rate: number;
  beds: number;
  facilities: Bilingual[];
}

/** Editable text and figures: seed/content/rooms.json. */
const ROOMS: RoomDef[] = roomsText as RoomDef[];

export function seedRooms(): RoomRow[] {
  return ROOMS.map((def, index) => ({
    seq: index + 1,
    slug: slugify(`${def.name[0]} ${def.company === BANDUNG ? 'bandung' : 'cianjur'}`),
    name: L(def.name[0], def.name[1]),
    className: L(def.className[0], def.className[1]),
    companyId: def.company,
    rate: def.rate,
    bedsPerRoom: def.beds,
    facilities: def.facilities.map(([id, en]) => L(id, en)),
  }));
}
