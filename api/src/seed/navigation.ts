import type { downloads, menuItems, services } from '../db/schema';
import { renderPdf } from '../media/pdf';
import { L, type Bilingual } from './text';
import servicesText from './content/services.json';
import downloadsText from './content/downloads.json';

type MenuRow = typeof menuItems.$inferInsert;
type ServiceRow = typeof services.$inferInsert;
type DownloadRow = typeof downloads.$inferInsert;

interface MenuDef {
  name: Bilingual;
  link: string | null;
  children?: MenuDef[];
}

const M = (id: string, en: string, link: string | null, children?: MenuDef[]): MenuDef => ({
  name: [id, en],
  link,
  children,
});

/**
 * The booking look-up (docs/decisions.md, issue 15 item 1: the FAQ pointed to a "Cek Booking" menu that did not exist):
 * last in the top bar's menu; a database seeded before it gets it from `ensureJourneyContent`.
 */
export const LOOKUP_MENU_ITEM = {
  name: ['Cek / Batalkan Janji', 'Check / Cancel Appointment'] as Bilingual,
  link: '/appointment/detail',
};

/** The top bar's menu of docs/product-rules.md §2, children linking to the real routes, and the booking look-up. */
const MENU: MenuDef[] = [
  M('Beranda', 'Home', '/'),
  M('Tentang Kami', 'About us', '/about', [
    M('Profil', 'Profile', '/about'),
    M('Manajemen', 'Management', '/about/management'),
    M('Sejarah', 'History', '/about/history'),
    M('Visi dan Misi', 'Vision and mission', '/about/vision-mission'),
    M('Tonggak Perjalanan', 'Milestones', '/about/milestones'),
    M('Karier', 'Careers', '/about/career'),
    M('Testimoni', 'Testimonials', '/about/testimonials'),
  ]),
  M('Rumah Sakit Kami', 'Our hospital', null, [
    M('Medika Hospital Bandung', 'Medika Hospital Bandung', '/hospital/medika-hospital-bandung'),
    M('Medika Hospital Cianjur', 'Medika Hospital Cianjur', '/hospital/medika-hospital-cianjur'),
  ]),
  M('Layanan Unggulan', 'Centre of Excellence', '/coe', [
    M('Brain Center', 'Brain Center', '/coe/brain-center'),
    M('Digestive Center', 'Digestive Center', '/coe/digestive', [
      M('Endoskopi', 'Endoscopy', '/coe/digestive/endoskopi'),
      M('Laparoskopi', 'Laparoscopy', '/coe/digestive/laparoskopi'),
      M('Wasir', 'Haemorrhoids', '/coe/digestive/wasir'),
      M('Usus Buntu', 'Appendicitis', '/coe/digestive/usus-buntu'),
      M('Batu Empedu', 'Gallstones', '/coe/digestive/batu-empedu'),
    ]),
    M('Klinik Tumbuh Kembang dan Pubertas', 'Growth and Puberty Clinic', '/coe/growth-and-puberty-clinic'),
    M('Medical Check-Up', 'Medical Check-Up', '/coe/medical-check-up'),
    M('Neuro Center', 'Neuro Center', '/coe/neuro'),
    M('Pain Center', 'Pain Center', '/coe/pain-center'),
    M('Wellness dan Estetika', 'Wellness and Aesthetics', '/coe/wellness-and-aesthetic'),
    M('Advanced Care', 'Advanced Care', '/coe/advanced-care', [
      M('Advanced Care Mom', 'Advanced Care Mom', '/coe/advanced-care/mom'),
      M('Stem Cell', 'Stem Cell', '/coe/advanced-care/stem-cell'),
    ]),
    M('Poli Eksekutif', 'Executive Clinic', '/coe/executive-poly', [
      M('Katarak', 'Cataracts', '/coe/executive-poly/cataracts'),
      M('Gigi', 'Dental', '/coe/executive-poly/dental'),
      M('Kesehatan Jiwa', 'Mental Health', '/coe/executive-poly/mental-health'),
      M('Subspesialis', 'Sub-Specialists', '/coe/executive-poly/sub-specialist'),
      M('THT', 'ENT', '/coe/executive-poly/tht'),
      M('Trauma Center', 'Trauma Centre', '/coe/executive-poly/trauma-center'),
      M('Urologi', 'Urology', '/coe/executive-poly/urology'),
    ]),
  ]),
  M('Fasilitas dan Layanan', 'Facility and services', '/facility-and-services', [
    M('Diagnostic Center', 'Diagnostic Centre', '/facility-and-services/diagnostic-center'),
    M('IGD', 'Emergency', '/facility-and-services/emergency'),
    M('Poli Eksekutif', 'Executive Clinic', '/facility-and-services/executive-poly'),
    M('Farmasi', 'Pharmacy', '/facility-and-services/farmasi'),
    M('Hemodialisis', 'Haemodialysis', '/facility-and-services/hemodialysis'),
    M('Rawat Inap', 'Inpatient Care', '/facility-and-services/inpatient'),
    M('Perawatan Intensif', 'Intensive Care', '/facility-and-services/intensive-care'),
    M('Poliklinik Spesialis', 'Specialist Clinics', '/facility-and-services/medical-specialities'),
    M('Penunjang Medis', 'Diagnostic and Support Services', '/penunjang-medis', [
      M('Laboratorium', 'Laboratory', '/penunjang-medis/laboratorium'),
      M('Radiologi', 'Radiology', '/penunjang-medis/radiologi'),
      M('Rehabilitasi Medik', 'Rehabilitation', '/penunjang-medis/rehabilitasi-medik'),
    ]),
    M('Semua Layanan', 'All services', '/services'),
  ]),
  M(LOOKUP_MENU_ITEM.name[0], LOOKUP_MENU_ITEM.name[1], LOOKUP_MENU_ITEM.link),
];

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
        displayName: L(def.name[0], def.name[1]),
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
