import { promo, servicePackage, video } from '../../testing/fixtures';
import { isoDuration, packageJsonLd, promoJsonLd, videoJsonLd } from './jsonLd';

const ORIGIN = 'https://www.medika.test';

describe('JSON-LD of the offer and video pages', () => {
  it('writes a promotion as an Offer in rupiah, free ones at 0, valid for its period', () => {
    expect(promoJsonLd(promo(1, { price: null }), ORIGIN)).toMatchObject({
      '@type': 'Offer',
      name: 'Promo 1',
      url: 'https://www.medika.test/promotion/promo-1',
      image: 'https://www.medika.test/api/media/promo/promo-1.svg',
      price: 0,
      priceCurrency: 'IDR',
      validFrom: '2026-01-01',
      priceValidUntil: '2099-12-31',
      seller: { name: 'Medika Hospital', url: ORIGIN },
    });
    expect(promoJsonLd(promo(2), ORIGIN).price).toBe(250000);
  });

  it('writes a package as an Offer of the service it includes', () => {
    const pkg = servicePackage(1, { items: ['Konsultasi dokter', 'Rontgen dada'] });
    expect(packageJsonLd(pkg, ORIGIN)).toMatchObject({
      '@type': 'Offer',
      price: 1500000,
      itemOffered: { '@type': 'Service', name: 'Paket 1', description: 'Konsultasi dokter, Rontgen dada' },
    });
  });

  it('writes a video as a VideoObject with an ISO 8601 duration', () => {
    expect(isoDuration(330)).toBe('PT5M30S');
    expect(isoDuration(59.6)).toBe('PT1M0S');
    expect(videoJsonLd(video(1), ORIGIN, 'https://www.youtube-nocookie.com/embed/yt1')).toMatchObject({
      '@type': 'VideoObject',
      thumbnailUrl: ['https://www.medika.test/api/media/video/video-1.svg'],
      uploadDate: '2026-11-01',
      duration: 'PT5M30S',
      embedUrl: 'https://www.youtube-nocookie.com/embed/yt1',
    });
  });
});
