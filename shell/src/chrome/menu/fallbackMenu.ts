import type { MenuNode } from '@hospital/api-client';
import type { ShellDictionary } from '../../i18n/shell.id';
import { LOOKUP_PATH } from '../common/navigation';

type MenuKey = keyof ShellDictionary['menu'];

interface FallbackDef {
  /** A key of the `menu` dictionary, or a proper name shown as is. */
  label: MenuKey | { text: string };
  link: string | null;
  children?: FallbackDef[];
}

const item = (label: FallbackDef['label'], link: string | null, children?: FallbackDef[]): FallbackDef => ({
  label,
  link,
  children,
});

/**
 * The menu of docs/product-rules.md §2 when `web/menu` cannot be read, so the top bar is never blank. Every link is a
 * real route; the API's tree (api/src/seed/content/menu.json) has the same top-level items.
 */
const FALLBACK: FallbackDef[] = [
  item('home', '/'),
  item('about', '/about', [
    item('aboutProfile', '/about'),
    item('aboutManagement', '/about/management'),
    item('aboutHistory', '/about/history'),
    item('aboutVision', '/about/vision-mission'),
    item('aboutMilestones', '/about/milestones'),
    item('aboutCareer', '/about/career'),
    item('aboutTestimonials', '/about/testimonials'),
  ]),
  item('hospitals', null, [
    item({ text: 'Medika Hospital Bandung' }, '/hospital/medika-hospital-bandung'),
    item({ text: 'Medika Hospital Cianjur' }, '/hospital/medika-hospital-cianjur'),
  ]),
  item('coe', '/coe', [
    item('coeBrain', '/coe/brain-center'),
    item('coeDigestive', '/coe/digestive'),
    item('coeGrowth', '/coe/growth-and-puberty-clinic'),
    item('coeMcu', '/coe/medical-check-up'),
    item('coeNeuro', '/coe/neuro'),
    item('coePain', '/coe/pain-center'),
    item('coeWellness', '/coe/wellness-and-aesthetic'),
    item('coeAdvancedMom', '/coe/advanced-care/mom'),
    item('coeStemCell', '/coe/advanced-care/stem-cell'),
  ]),
  item('facility', null, [
    item('facilityDiagnostic', '/facility-and-services/diagnostic-center'),
    item('facilityEmergency', '/facility-and-services/emergency'),
    item('facilityExecutive', '/facility-and-services/executive-poly'),
    item('facilityPharmacy', '/facility-and-services/farmasi'),
    item('facilityHemodialysis', '/facility-and-services/hemodialysis'),
    item('facilityInpatient', '/facility-and-services/inpatient'),
    item('facilityIntensive', '/facility-and-services/intensive-care'),
    item('facilitySpecialities', '/facility-and-services/medical-specialities'),
    item('facilitySupport', '/penunjang-medis'),
    item('facilityAll', '/services'),
  ]),
  item('lookup', LOOKUP_PATH),
];

/** The static tree as MenuNodes, in the current language (`translate` is the shell's `t` for `menu.*`). */
export function fallbackMenu(translate: (key: MenuKey) => string): MenuNode[] {
  let nextId = -1;
  const build = (defs: FallbackDef[], parentId: number | null): MenuNode[] =>
    defs.map((def, index) => {
      const id = nextId;
      nextId -= 1;
      return {
        id,
        display_name: typeof def.label === 'string' ? translate(def.label) : def.label.text,
        link: def.link,
        parent_id: parentId,
        sequence: (index + 1) * 10,
        children: def.children ? build(def.children, id) : [],
      };
    });
  return build(FALLBACK, null);
}
