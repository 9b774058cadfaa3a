import type { PageComponent, PageLoader } from '@hospital/remote-kit';

// Route pattern (routes.json) -> lazily loaded page. Each page's code downloads only when visited.
// A page is the component its module exports under `name`, passed on as it is: its `prefetch` (what the
// server loads before rendering it, ARCHITECTURE 2b) comes with it.
function page<K extends string = 'default'>(
  load: () => Promise<Record<NoInfer<K>, PageComponent>>,
  name: K = 'default' as K,
): PageLoader {
  return () => load().then((module) => ({ default: module[name] }));
}

const staticPages = () => import('./pages/static/StaticPages');
const services = () => import('./pages/services/ServicesPages');
const packages = () => import('./pages/packages/PackagesRoute');

export const pages: Record<string, PageLoader> = {
  '/': page(() => import('./pages/home/HomePage')),
  '/about': page(staticPages, 'AboutPage'),
  '/about/management': page(staticPages, 'AboutManagementPage'),
  '/about/:slug': page(staticPages, 'AboutSlugPage'),
  '/contact-us': page(() => import('./pages/contact/ContactPage')),
  '/download': page(() => import('./pages/download/DownloadPage')),
  '/event': page(() => import('./pages/events/EventListPage')),
  '/event/:slug': page(() => import('./pages/events/EventDetailPage')),
  '/faq': page(() => import('./pages/faq/FaqPage')),
  '/news': page(() => import('./pages/news/NewsListPage')),
  '/news/:slug': page(() => import('./pages/news/NewsDetailPage')),
  '/package': page(packages, 'PackageIndexPage'),
  '/package/:slug': page(packages, 'PackageSlugPage'),
  '/partners': page(() => import('./pages/partners/PartnersPage')),
  '/privacy': page(staticPages, 'PrivacyPage'),
  '/promotion': page(() => import('./pages/promotions/PromotionListPage')),
  '/promotion/:slug': page(() => import('./pages/promotions/PromotionDetailPage')),
  '/rooms-and-rate': page(() => import('./pages/rooms/RoomsPage')),
  '/running-festival': page(() => import('./pages/events/RunningFestivalPage')),
  '/search': page(() => import('./pages/search/SearchPage')),
  '/services': page(services, 'ServicesIndexPage'),
  '/services/elektromedik': page(staticPages, 'ElektromedikPage'),
  '/services/igd': page(staticPages, 'IgdPage'),
  '/services/inpatient': page(staticPages, 'InpatientPage'),
  '/services/outpatient': page(staticPages, 'OutpatientPage'),
  '/services/paket-mcu/:slug?': page(packages, 'McuPage'),
  '/services/:slug': page(services, 'ServiceSlugPage'),
  '/video': page(() => import('./pages/video/VideoListPage')),
  '/video/:slug': page(() => import('./pages/video/VideoDetailPage')),
  '/co2-fractional': page(staticPages, 'Co2FractionalPage'),
  '/diabetic-center': page(staticPages, 'DiabeticCenterPage'),
  '/layanan-ibu-anak': page(staticPages, 'MotherAndChildPage'),
  '/penunjang-medis': page(staticPages, 'PenunjangMedisPage'),
  '/penunjang-medis/laboratorium': page(staticPages, 'LaboratoriumPage'),
  '/penunjang-medis/radiologi': page(staticPages, 'RadiologiPage'),
  '/penunjang-medis/rehabilitasi-medik': page(staticPages, 'RehabilitasiMedikPage'),
  '/hospital/:hospitalSlug': page(() => import('./pages/hospital/HospitalPage')),
  '/coe/*': page(() => import('./pages/coe/CoePage')),
  '/facility-and-services/:slug?': page(staticPages, 'FacilityPage'),
};
