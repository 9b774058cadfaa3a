import { structuredDataProblems } from './structuredData';

// The check must fail on what the site wrote before docs/decisions.md, issue 25 item 6: these are the
// blocks the Nu checker, the schema.org and Google-preset validators reported, as they were.
const ORIGIN = 'https://medika.test';

describe('structuredDataProblems', () => {
  it('fails a Hospital whose specialities are free text and whose hours are prose', () => {
    const hospital = {
      '@context': 'https://schema.org',
      '@type': 'Hospital',
      name: 'Medika Hospital Bandung',
      url: `${ORIGIN}/hospital/medika-hospital-bandung`,
      telephone: '+62227801234',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Jl. Soekarno-Hatta No. 789',
        addressLocality: 'Bandung',
        addressCountry: 'ID',
      },
    };
    const before = {
      ...hospital,
      openingHours: ['Senin - Sabtu: 07.00 - 21.00 WIB'],
      medicalSpecialty: ['IGD 24 jam', 'Cath lab jantung'],
    };
    expect(structuredDataProblems(before)).toEqual([
      'Hospital: openingHours (text); use openingHoursSpecification',
      'Hospital.medicalSpecialty: "IGD 24 jam" is not a schema.org medicalSpecialty value',
      'Hospital.medicalSpecialty: "Cath lab jantung" is not a schema.org medicalSpecialty value',
    ]);
    const after = {
      ...hospital,
      medicalSpecialty: ['https://schema.org/Emergency', 'https://schema.org/Cardiovascular'],
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Saturday'],
          opens: '07:00',
          closes: '21:00',
        },
      ],
    };
    expect(structuredDataProblems(after)).toEqual([]);
    const badHours = {
      ...after,
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'Senin', opens: '7' }],
    };
    expect(structuredDataProblems(badHours)).toEqual([
      'Hospital.openingHoursSpecification[0] (OpeningHoursSpecification): required property closes is missing',
      'Hospital.openingHoursSpecification[0].dayOfWeek: "Senin" is not a schema.org dayOfWeek value',
      'Hospital.openingHoursSpecification[0].opens: "7" is not a time (hh:mm)',
    ]);
  });

  it("fails an article without its publisher's logo, or naming another language's page", () => {
    const page = `${ORIGIN}/en/news/x`;
    const article = {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'X',
      image: [`${ORIGIN}/api/media/article/x.svg`],
      datePublished: '2026-11-01',
      author: { '@type': 'Organization', name: 'Humas Medika Hospital' },
      publisher: { '@type': 'Organization', name: 'Medika Hospital', url: ORIGIN },
      mainEntityOfPage: `${ORIGIN}/news/x`,
    };
    expect(structuredDataProblems(article, { pageUrl: page })).toEqual([
      'NewsArticle: publisher.logo is missing',
      `NewsArticle: mainEntityOfPage "${ORIGIN}/news/x" is not the page (${page})`,
    ]);
    const fixed = {
      ...article,
      mainEntityOfPage: page,
      publisher: {
        ...article.publisher,
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/api/media/logo/m.png` },
      },
    };
    expect(structuredDataProblems(fixed, { pageUrl: page })).toEqual([]);
  });

  it("fails an event whose address repeats the venue's name, and requires Google's event properties", () => {
    const event = {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Seminar',
      startDate: '2026-11-30T09:00:00+07:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      image: [`${ORIGIN}/api/media/event/seminar.svg`],
      organizer: { '@type': 'Organization', name: 'Medika Hospital' },
      location: { '@type': 'Place', name: 'Aula', address: 'Aula' },
    };
    expect(structuredDataProblems(event)).toEqual([
      "Event.location: the address repeats the place's name",
      'Event.location: the address is text, not a PostalAddress',
    ]);
    expect(structuredDataProblems({ ...event, startDate: '2026-11-30', location: undefined })).toEqual([
      'Event (Event): required property location is missing',
      'Event.startDate: "2026-11-30" is not an ISO 8601 date and time with its offset',
    ]);
  });

  it('fails relative URLs, unknown types and another @context', () => {
    expect(structuredDataProblems({ '@context': 'http://schema.org', '@type': 'Thing', name: 'x' })).toEqual([
      '@context is not https://schema.org',
      'Thing: @type Thing is not one this check knows (add its required properties)',
      'Thing: @context is not https://schema.org',
    ]);
    expect(
      structuredDataProblems({
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: 'v',
        thumbnailUrl: ['/api/media/video/v.svg'],
        uploadDate: '2026-11-01',
      }),
    ).toEqual(['VideoObject.thumbnailUrl: "/api/media/video/v.svg" is not an absolute URL']);
  });
});
