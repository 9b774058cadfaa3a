import { structuredDataProblems } from '@hospital/remote-kit/testing/structured-data';
import { article, BANDUNG, hospitalEvent, promo, servicePackage, video } from '../../testing/fixtures';
import {
  eventJsonLd,
  faqJsonLd,
  hospitalJsonLd,
  isoDuration,
  newsArticleJsonLd,
  packageJsonLd,
  promoJsonLd,
  videoJsonLd,
} from './jsonLd';
import { organizationJsonLd } from './organizationJsonLd';

const ORIGIN = 'https://www.medika.test';
const ID = { origin: ORIGIN, lang: 'id' } as const;
const EN = { origin: ORIGIN, lang: 'en' } as const;
const EMBED = 'https://www.youtube-nocookie.com/embed/yt1';

describe('JSON-LD of the offer and video pages', () => {
  it('writes a promotion as an Offer in rupiah, free ones at 0, valid for its period', () => {
    expect(promoJsonLd(promo(1, { price: null }), ID)).toMatchObject({
      '@type': 'Offer',
      name: 'Promo 1',
      url: 'https://www.medika.test/promotion/promo-1',
      image: 'https://www.medika.test/api/media/promo/promo-1.svg',
      price: 0,
      priceCurrency: 'IDR',
      validFrom: '2026-01-01',
      priceValidUntil: '2099-12-31',
      seller: { name: 'Medika Hospital', url: `${ORIGIN}/` },
    });
    expect(promoJsonLd(promo(2), ID).price).toBe(250000);
  });

  it('writes a package as an Offer of the service it includes', () => {
    const pkg = servicePackage(1, { items: ['Konsultasi dokter', 'Rontgen dada'] });
    expect(packageJsonLd(pkg, ID)).toMatchObject({
      '@type': 'Offer',
      price: 1500000,
      itemOffered: { '@type': 'Service', name: 'Paket 1', description: 'Konsultasi dokter, Rontgen dada' },
    });
  });

  it('writes a video as a VideoObject with an ISO 8601 duration', () => {
    expect(isoDuration(330)).toBe('PT5M30S');
    expect(isoDuration(59.6)).toBe('PT1M0S');
    expect(videoJsonLd(video(1), ID, EMBED)).toMatchObject({
      '@type': 'VideoObject',
      thumbnailUrl: ['https://www.medika.test/api/media/video/video-1.svg'],
      uploadDate: '2026-11-01',
      duration: 'PT5M30S',
      embedUrl: EMBED,
    });
  });
});

// docs/decisions.md, issue 25 item 6.
describe('JSON-LD that tells crawlers the truth, in both languages', () => {
  it('passes the structured-data check for every page type, each naming its page in its language', () => {
    for (const at of [ID, EN]) {
      const prefix = at.lang === 'en' ? `${ORIGIN}/en` : ORIGIN;
      const blocks = {
        [at.lang === 'en' ? prefix : `${ORIGIN}/`]: organizationJsonLd(at),
        [`${prefix}/hospital/medika-hospital-bandung`]: hospitalJsonLd(BANDUNG, at),
        [`${prefix}/news/artikel-1`]: newsArticleJsonLd(article(1), at),
        [`${prefix}/event/acara-1`]: eventJsonLd(hospitalEvent(1), at),
        [`${prefix}/promotion/promo-1`]: promoJsonLd(promo(1), at),
        [`${prefix}/package/paket-1`]: packageJsonLd(servicePackage(1), at),
        [`${prefix}/video/video-1`]: videoJsonLd(video(1), at, EMBED),
        [`${prefix}/faq`]: faqJsonLd([
          { id: 1, slug: 'umum', name: 'Umum', items: [{ id: 1, question: 'Q?', answer: 'A.' }] },
        ]),
      };
      for (const [page, block] of Object.entries(blocks)) {
        expect([page, structuredDataProblems(block, { pageUrl: page })]).toEqual([page, []]);
        if ('url' in block) expect(block.url).toBe(page);
      }
    }
  });

  it("names the hospital's specialities with schema.org's terms and its hours as data, never as prose", () => {
    const hospital = hospitalJsonLd(BANDUNG, EN);
    expect(hospital).not.toHaveProperty('openingHours');
    expect(hospital.medicalSpecialty).toEqual([
      'https://schema.org/Emergency',
      // penyakit-dalam (internal medicine) has no term: left out.
      'https://schema.org/Cardiovascular',
      'https://schema.org/Pediatric',
      'https://schema.org/Obstetric',
      'https://schema.org/Gynecologic',
    ]);
    expect(hospital.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        name: 'IGD',
        dayOfWeek: [
          'https://schema.org/Monday',
          'https://schema.org/Tuesday',
          'https://schema.org/Wednesday',
          'https://schema.org/Thursday',
          'https://schema.org/Friday',
          'https://schema.org/Saturday',
          'https://schema.org/Sunday',
          'https://schema.org/PublicHolidays',
        ],
        opens: '00:00',
        closes: '23:59',
      },
      expect.objectContaining({ name: 'Senin - Sabtu', opens: '07:00', closes: '21:00' }),
      // "Sesuai pengumuman" has no fixed hours: the page says it, the data does not invent any.
    ]);
    expect(hospital.url).toBe(`${ORIGIN}/en/hospital/medika-hospital-bandung`);
  });

  it("gives an article the publisher's logo and, in English, the English page as main entity", () => {
    const news = newsArticleJsonLd(article(1), EN);
    expect(news.mainEntityOfPage).toBe(`${ORIGIN}/en/news/artikel-1`);
    expect(news.publisher).toMatchObject({
      '@type': 'MedicalOrganization',
      name: 'Medika Hospital',
      logo: { '@type': 'ImageObject', url: `${ORIGIN}/api/media/logo/medika-hospital.png` },
    });
  });

  it("places an event at its venue's postal address, and an online one at its page", () => {
    const inHall = eventJsonLd(hospitalEvent(1, { location: 'Aula Medika Hospital Bandung' }), ID);
    expect(inHall.location).toEqual({
      '@type': 'Place',
      name: 'Aula Medika Hospital Bandung',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Jl. Pasteur 10',
        addressLocality: 'Bandung',
        postalCode: '40161',
        addressCountry: 'ID',
      },
    });
    const online = eventJsonLd(
      hospitalEvent(2, { location: 'Online', online: true, venue_address: null }),
      EN,
    );
    expect(online).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: `${ORIGIN}/en/event/acara-2` },
    });
    expect(structuredDataProblems(online, { pageUrl: `${ORIGIN}/en/event/acara-2` })).toEqual([]);
  });
});
