import { useParams } from '@hospital/remote-kit';
import { MOTHER_AND_CHILD_POLI_IDS } from '@hospital/domain';
import { NotFound } from '../../components/NotFound';
import { useT } from '../../components/useT';
import { ContentPage } from './ContentPage';

// One component per route of routes.json whose text is an API page (`web/page/<slug>`).
const PAGE_SLUG = /^[a-z0-9-]+$/;

export function AboutPage() {
  return <ContentPage slug="about" titleKey="about" />;
}

export function AboutManagementPage() {
  return <ContentPage slug="about/management" titleKey="aboutManagement" />;
}

export function AboutSlugPage() {
  const { slug = '' } = useParams();
  if (!PAGE_SLUG.test(slug)) return <NotFound />;
  return <ContentPage key={slug} slug={`about/${slug}`} titleKey="aboutSlug" />;
}

export function PrivacyPage() {
  return <ContentPage slug="privacy" titleKey="privacy" />;
}

export function ElektromedikPage() {
  return <ContentPage slug="services/elektromedik" titleKey="servicesElektromedik" />;
}

export function IgdPage() {
  return <ContentPage slug="services/igd" titleKey="servicesIgd" />;
}

export function InpatientPage() {
  return <ContentPage slug="services/inpatient" titleKey="servicesInpatient" />;
}

export function OutpatientPage() {
  return <ContentPage slug="services/outpatient" titleKey="servicesOutpatient" />;
}

export function Co2FractionalPage() {
  return <ContentPage slug="co2-fractional" titleKey="co2Fractional" />;
}

export function DiabeticCenterPage() {
  return <ContentPage slug="diabetic-center" titleKey="diabeticCenter" />;
}

/** The mother-and-child clinic lists the doctors of the polis of SPEC 9 (2496, 2485, 2471, 2473). */
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

export function PenunjangMedisPage() {
  return <ContentPage slug="penunjang-medis" titleKey="penunjangMedis" />;
}

export function LaboratoriumPage() {
  return <ContentPage slug="penunjang-medis/laboratorium" titleKey="penunjangMedisLaboratorium" />;
}

export function RadiologiPage() {
  return <ContentPage slug="penunjang-medis/radiologi" titleKey="penunjangMedisRadiologi" />;
}

export function RehabilitasiMedikPage() {
  return <ContentPage slug="penunjang-medis/rehabilitasi-medik" titleKey="penunjangMedisRehabilitasiMedik" />;
}

/** `/facility-and-services` and its pages. */
export function FacilityPage() {
  const { slug } = useParams();
  if (slug !== undefined && !PAGE_SLUG.test(slug)) return <NotFound />;
  const pageSlug = slug ? `facility-and-services/${slug}` : 'facility-and-services';
  return <ContentPage key={pageSlug} slug={pageSlug} titleKey="facilityAndServicesSlug" />;
}
