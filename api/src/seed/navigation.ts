import type { downloads, Localized, menuItems, services } from '../db/schema';
import { renderPdf } from '../media/pdf';
import { L, toPair, type Bilingual } from './text';
import menuText from './content/menu.json';
import servicesText from './content/services.json';
import downloadsText from './content/downloads.json';

type MenuRow = typeof menuItems.$inferInsert;
type ServiceRow = typeof services.$inferInsert;
type DownloadRow = typeof downloads.$inferInsert;

interface MenuDef {
  /** Names the item the code refers to. */
  key?: string;
  name: Localized;
  link: string | null;
  children?: MenuDef[];
}

/**
 * The top bar's menu of docs/product-rules.md §2, children linking to the real routes, and the booking
 * look-up, as an editor changes it: seed/content/menu.json.
 */
const MENU: MenuDef[] = menuText;

/**
 * The booking look-up (docs/decisions.md, issue 15 item 1: the FAQ pointed to a "Cek Booking" menu that did not exist):
 * last in the top bar's menu; a database seeded before it gets it from `ensureJourneyContent`.
 */
export const LOOKUP_MENU_ITEM = ((): { name: Bilingual; link: string } => {
  const item = MENU.find((m) => m.key === 'booking-lookup');
  if (!item?.link)
    throw new Error('seed/content/menu.json needs a top-level item with "key": "booking-lookup"');
  return { name: toPair(item.name), link: item.link };
})();

export function seedMenu(): MenuRow[] {
  const rows: MenuRow[] = [];
  let nextId = 1;
  const walk = (defs: MenuDef[], parentId: number | null) => {
    defs.forEach((def, index) => {
      const id = nextId;
      nextId += 1;
      rows.push({
        id,
        parentId,
        sequence: (index + 1) * 10,
        displayName: L(def.name.id, def.name.en),
        link: def.link,
      });
      if (def.children) walk(def.children, id);
    });
  };
  walk(MENU, null);
  return rows;
}

interface ServiceDef {
  slug: string;
  name: Bilingual;
  summary: Bilingual;
  icon: string;
  path: string;
  page: string;
}

/** Editable text: seed/content/services.json. */
const SERVICES: ServiceDef[] = servicesText as ServiceDef[];

export function seedServices(): ServiceRow[] {
  return SERVICES.map((def, index) => ({
    id: index + 1,
    slug: def.slug,
    seq: index + 1,
    name: L(def.name[0], def.name[1]),
    summary: L(def.summary[0], def.summary[1]),
    icon: def.icon,
    path: def.path,
    pageSlug: def.page,
  }));
}

interface DownloadDef {
  slug: string;
  category: 'brochure' | 'price_list' | 'form';
  name: Bilingual;
  description: Bilingual;
  lines: Bilingual[];
}

/** Editable text: seed/content/downloads.json. */
const DOWNLOADS: DownloadDef[] = downloadsText as DownloadDef[];

export function seedDownloads(): DownloadRow[] {
  return DOWNLOADS.map((def, index) => {
    const fileName = `${def.slug}.pdf`;
    const name = L(def.name[0], def.name[1]);
    const lines = def.lines.map(([id, en]) => L(id, en));
    return {
      slug: def.slug,
      fileName,
      seq: index + 1,
      category: def.category,
      name,
      description: L(def.description[0], def.description[1]),
      mime: 'application/pdf',
      lines,
      sizeBytes: renderPdf(name, lines).length,
    };
  });
}
