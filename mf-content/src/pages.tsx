import { lazyPage as page, type PageLoader } from '@hospital/remote-kit';

// Route pattern (routes.json) -> lazily loaded page. Each page's code downloads only when visited.

const staticPages = () => import('./pages/StaticPages');
const services = () => import('./pages/ServicesPages');
const packages = () => import('./pages/PackagesRoute');

export const pages: Record<string, PageLoader> = {
  '/': page(() => import('./pages/HomePage')),
  '/about': page(staticPages, 'AboutPage'),
  '/about/management': page(staticPages, 'AboutManagementPage'),
  '/about/:slug': page(staticPages, 'AboutSlugPage'),
  '/contact-us': page(() => import('./pages/ContactPage')),
  '/download': page(() => import('./pages/DownloadPage')),
  '/event': page(() => import('./pages/EventListPage')),
  '/event/:slug': page(() => import('./pages/EventDetailPage')),
  '/faq': page(() => import('./pages/FaqPage')),
  '/news': page(() => import('./pages/NewsListPage')),
  '/news/:slug': page(() => import('./pages/NewsDetailPage')),
  '/newsletter': page(() => import('./pages/NewsletterPage')),
  '/package': page(packages, 'PackageIndexPage'),
  '/package/:slug': page(packages, 'PackageSlugPage'),
  '/partners': page(() => import('./pages/PartnersPage')),
  '/privacy': page(staticPages, 'PrivacyPage'),
  '/promotion': page(() => import('./pages/PromotionListPage')),
  '/promotion/:slug': page(() => import('./pages/PromotionDetailPage')),
  '/rooms-and-rate': page(() => import('./pages/RoomsPage')),
  '/running-festival': page(() => import('./pages/RunningFestivalPage')),
  '/search': page(() => import('./pages/SearchPage')),
  '/services': page(services, 'ServicesIndexPage'),
  '/services/elektromedik': page(staticPages, 'ElektromedikPage'),
  '/igd': page(staticPages, 'IgdRedirectPage'),
  '/services/igd': page(staticPages, 'IgdPage'),
  '/services/inpatient': page(staticPages, 'InpatientPage'),
  '/services/outpatient': page(staticPages, 'OutpatientPage'),
  '/services/paket-mcu/:slug?': page(packages, 'McuPage'),
  '/services/:slug': page(services, 'ServiceSlugPage'),
  '/video': page(() => import('./pages/VideoListPage')),
  '/video/:slug': page(() => import('./pages/VideoDetailPage')),
  '/co2-fractional': page(staticPages, 'Co2FractionalPage'),
  '/diabetic-center': page(staticPages, 'DiabeticCenterPage'),
  '/layanan-ibu-anak': page(staticPages, 'MotherAndChildPage'),
  '/penunjang-medis': page(staticPages, 'PenunjangMedisPage'),
  '/penunjang-medis/laboratorium': page(staticPages, 'LaboratoriumPage'),
  '/penunjang-medis/radiologi': page(staticPages, 'RadiologiPage'),
  '/penunjang-medis/rehabilitasi-medik': page(staticPages, 'RehabilitasiMedikPage'),
  '/hospital/:hospitalSlug': page(() => import('./pages/HospitalPage')),
  '/coe/*': page(() => import('./pages/CoePage')),
  '/facility-and-services/:slug?': page(staticPages, 'FacilityPage'),
};
