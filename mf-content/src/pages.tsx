import type { PageLoader } from '@hospital/remote-kit';

// Route pattern (routes.json) -> lazily loaded page. Each page's code downloads only when visited.
const titled =
  (titleKey: string): PageLoader =>
  () =>
    import('./pages/TitledPage').then(({ TitledPage }) => ({
      default: function Page() {
        return <TitledPage titleKey={titleKey} />;
      },
    }));

export const pages: Record<string, PageLoader> = {
  '/': titled('home'),
  '/about': titled('about'),
  '/about/management': titled('aboutManagement'),
  '/about/:slug': titled('aboutSlug'),
  '/contact-us': titled('contactUs'),
  '/download': titled('download'),
  '/event': titled('event'),
  '/event/:slug': titled('eventSlug'),
  '/faq': titled('faq'),
  '/news': titled('news'),
  '/news/:slug': titled('newsSlug'),
  '/package': titled('package'),
  '/package/:slug': titled('packageSlug'),
  '/partners': titled('partners'),
  '/privacy': titled('privacy'),
  '/promotion': titled('promotion'),
  '/promotion/:slug': titled('promotionSlug'),
  '/rooms-and-rate': titled('roomsAndRate'),
  '/running-festival': titled('runningFestival'),
  '/search': titled('search'),
  '/services': titled('services'),
  '/services/elektromedik': titled('servicesElektromedik'),
  '/services/igd': titled('servicesIgd'),
  '/services/inpatient': titled('servicesInpatient'),
  '/services/outpatient': titled('servicesOutpatient'),
  '/services/paket-mcu/:slug?': titled('servicesPaketMcuSlug'),
  '/services/:slug': titled('servicesSlug'),
  '/video': titled('video'),
  '/video/:slug': titled('videoSlug'),
  '/co2-fractional': titled('co2Fractional'),
  '/diabetic-center': titled('diabeticCenter'),
  '/layanan-ibu-anak': titled('layananIbuAnak'),
  '/penunjang-medis': titled('penunjangMedis'),
  '/penunjang-medis/laboratorium': titled('penunjangMedisLaboratorium'),
  '/penunjang-medis/radiologi': titled('penunjangMedisRadiologi'),
  '/penunjang-medis/rehabilitasi-medik': titled('penunjangMedisRehabilitasiMedik'),
  '/hospital/:hospitalSlug': titled('hospitalHospitalslug'),
  '/coe/*': titled('coeAll'),
  '/facility-and-services/:slug': titled('facilityAndServicesSlug'),
};
