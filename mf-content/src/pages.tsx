import type { ComponentType } from 'react';
import type { PageLoader } from '@hospital/remote-kit';

// Route pattern (routes.json) -> lazily loaded page. Each page's code downloads only when visited;
// the home page is its own small chunk (the rest of it loads when scrolled to).
type Module = Record<string, unknown>;

function page<M extends Module>(load: () => Promise<M>, name: keyof M & string = 'default'): PageLoader {
  return () => load().then((module) => ({ default: module[name] as ComponentType }));
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
