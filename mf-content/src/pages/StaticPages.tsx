import { useParams } from '@hospital/router';
import { Redirect, type Prefetch } from '@hospital/remote-kit';
import { MOTHER_AND_CHILD_POLI_IDS } from '@hospital/domain';
import { NotFound } from '../shared/components/NotFound';
import { useT } from '../shared/components/useT';
import { ContentPage, contentPrefetch, prefetchContentPage } from '../features/static/ContentPage';
import { EmergencyContacts } from '../features/static/EmergencyContacts';

// One component per route of routes.json whose text is an API page (`web/page/<slug>`), each with the
// prefetch of that page for the server render (docs/architecture.md §2b).
const PAGE_SLUG = /^[a-z0-9-]+$/;

export function AboutPage() {
  return <ContentPage slug="about" titleKey="about" />;
}
AboutPage.prefetch = contentPrefetch('about');

export function AboutManagementPage() {
  return <ContentPage slug="about/management" titleKey="aboutManagement" />;
}
AboutManagementPage.prefetch = contentPrefetch('about/management');

export function AboutSlugPage() {
  const { slug = '' } = useParams();
  if (!PAGE_SLUG.test(slug)) return <NotFound />;
  return <ContentPage key={slug} slug={`about/${slug}`} titleKey="aboutSlug" />;
}
AboutSlugPage.prefetch = (async (context) => {
  const { slug = '' } = context.params;
  if (PAGE_SLUG.test(slug)) await prefetchContentPage(context, `about/${slug}`);
}) satisfies Prefetch;

export function PrivacyPage() {
  return <ContentPage slug="privacy" titleKey="privacy" />;
}
PrivacyPage.prefetch = contentPrefetch('privacy');

export function ElektromedikPage() {
  return <ContentPage slug="services/elektromedik" titleKey="servicesElektromedik" />;
}
ElektromedikPage.prefetch = contentPrefetch('services/elektromedik');

/**
 * The emergency unit: each hospital's IGD number to tap and the way there first (docs/decisions.md, issue
 * 15 item 7), and no "find a doctor" box beside it (issue 26).
 */
export function IgdPage() {
  return <ContentPage slug="services/igd" titleKey="servicesIgd" top={<EmergencyContacts />} emergency />;
}
IgdPage.prefetch = contentPrefetch('services/igd');

/**
 * `/igd`, the address people type and say aloud: a 301 to the emergency page, in the page's language
 * (docs/decisions.md, issue 26). Permanent: the emergency page's address is the site's, not API data.
 */
export function IgdRedirectPage() {
  return <Redirect to="/services/igd" permanent />;
}

export function InpatientPage() {
  return <ContentPage slug="services/inpatient" titleKey="servicesInpatient" />;
}
InpatientPage.prefetch = contentPrefetch('services/inpatient');

export function OutpatientPage() {
  return <ContentPage slug="services/outpatient" titleKey="servicesOutpatient" />;
}
OutpatientPage.prefetch = contentPrefetch('services/outpatient');

export function Co2FractionalPage() {
  return <ContentPage slug="co2-fractional" titleKey="co2Fractional" />;
}
Co2FractionalPage.prefetch = contentPrefetch('co2-fractional');

export function DiabeticCenterPage() {
  return <ContentPage slug="diabetic-center" titleKey="diabeticCenter" />;
}
DiabeticCenterPage.prefetch = contentPrefetch('diabetic-center');

/** The mother-and-child clinic lists the doctors of the polis of docs/product-rules.md §9 (2496, 2485, 2471, 2473). */
export function MotherAndChildPage() {
  const t = useT();
  return (
    <ContentPage
      slug="layanan-ibu-anak"
      titleKey="layananIbuAnak"
      poliIds={MOTHER_AND_CHILD_POLI_IDS}
      doctorsTitle={t('doctors.motherAndChild')}
    />
  );
}
MotherAndChildPage.prefetch = contentPrefetch('layanan-ibu-anak', { poliIds: MOTHER_AND_CHILD_POLI_IDS });

export function PenunjangMedisPage() {
  return <ContentPage slug="penunjang-medis" titleKey="penunjangMedis" />;
}
PenunjangMedisPage.prefetch = contentPrefetch('penunjang-medis');

export function LaboratoriumPage() {
  return <ContentPage slug="penunjang-medis/laboratorium" titleKey="penunjangMedisLaboratorium" />;
}
LaboratoriumPage.prefetch = contentPrefetch('penunjang-medis/laboratorium');

export function RadiologiPage() {
  return <ContentPage slug="penunjang-medis/radiologi" titleKey="penunjangMedisRadiologi" />;
}
RadiologiPage.prefetch = contentPrefetch('penunjang-medis/radiologi');

export function RehabilitasiMedikPage() {
  return <ContentPage slug="penunjang-medis/rehabilitasi-medik" titleKey="penunjangMedisRehabilitasiMedik" />;
}
RehabilitasiMedikPage.prefetch = contentPrefetch('penunjang-medis/rehabilitasi-medik');

/** The API slug of a `/facility-and-services/:slug?` page, or null when the slug cannot name one. */
function facilitySlug(slug: string | undefined): string | null {
  if (slug === undefined) return 'facility-and-services';
  return PAGE_SLUG.test(slug) ? `facility-and-services/${slug}` : null;
}

/** The facility page of the emergency unit: the same numbers and directions first as `/services/igd`. */
const EMERGENCY_FACILITY = 'facility-and-services/emergency';

/** `/facility-and-services` and its pages. */
export function FacilityPage() {
  const pageSlug = facilitySlug(useParams().slug);
  if (!pageSlug) return <NotFound />;
  return (
    <ContentPage
      key={pageSlug}
      slug={pageSlug}
      titleKey="facilityAndServicesSlug"
      top={pageSlug === EMERGENCY_FACILITY ? <EmergencyContacts /> : undefined}
      emergency={pageSlug === EMERGENCY_FACILITY}
    />
  );
}
FacilityPage.prefetch = (async (context) => {
  const pageSlug = facilitySlug(context.params.slug);
  if (pageSlug) await prefetchContentPage(context, pageSlug);
}) satisfies Prefetch;
