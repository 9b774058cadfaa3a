import type { Hospital } from 'schema-dts';
import type { Company } from '@hospital/api-client';
import { structuredDataProblems } from '../testing/structuredData';
import { hospitalNode, medicalSpecialties, openingHoursSpecification } from './hospitalStructuredData';
import { pageUrl } from './structuredData';

const ORIGIN = 'https://medika.test';

const company: Company = {
  id: 2,
  slug: 'medika-hospital-cianjur',
  name: 'Medika Hospital Cianjur',
  short_name: 'Cianjur',
  city: 'Cianjur',
  address: 'Jl. Raya Bandung No. 123',
  postal_code: '43281',
  phone: '622638201234',
  phone_display: '(0263) 820 1234',
  emergency_phone: '622638201119',
  whatsapp: '6281122005678',
  email: 'info.cianjur@medikahospital.co.id',
  opening_hours: [
    {
      label: 'Minggu dan hari libur',
      hours: '08.00 - 12.00 WIB',
      schedule: { days: [0], public_holidays: true, opens: '08:00', closes: '12:00' },
    },
    {
      label: 'Senin - Sabtu',
      hours: '07.30 - 20.00 WIB',
      schedule: { days: [6, 1, 2, 3, 4, 5], public_holidays: false, opens: '07:30', closes: '20:00' },
    },
  ],
  latitude: -6.8,
  longitude: 107.1,
  description: 'Rumah sakit umum di Cianjur.',
  image: '/api/media/hospital/medika-hospital-cianjur.svg',
  path: '/hospital/medika-hospital-cianjur',
  bed_count: 120,
  services: ['IGD 24 jam'],
  speciality_slugs: ['penyakit-dalam', 'anak', 'bedah-umum', 'bedah-digestif', 'kebidanan-kandungan', 'xyz'],
};

describe('schema.org pieces of the site (docs/decisions.md, issue 25 item 6)', () => {
  it("maps our specialities onto schema.org's MedicalSpecialty, leaving out those without a term", () => {
    expect(medicalSpecialties(company.speciality_slugs)).toEqual([
      'https://schema.org/Pediatric',
      'https://schema.org/Surgical',
      'https://schema.org/Gastroenterologic',
      'https://schema.org/Obstetric',
      'https://schema.org/Gynecologic',
    ]);
    expect(medicalSpecialties(['penyakit-dalam'])).toEqual([]);
  });

  it('writes opening hours as data, Monday first, public holidays where the row says so', () => {
    expect(openingHoursSpecification(company.opening_hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Minggu dan hari libur',
        dayOfWeek: ['https://schema.org/Sunday', 'https://schema.org/PublicHolidays'],
        opens: '08:00',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Senin - Sabtu',
        dayOfWeek: [
          'https://schema.org/Monday',
          'https://schema.org/Tuesday',
          'https://schema.org/Wednesday',
          'https://schema.org/Thursday',
          'https://schema.org/Friday',
          'https://schema.org/Saturday',
        ],
        opens: '07:30',
        closes: '20:00',
      },
    ]);
  });

  it("describes a hospital on its page in the page's language, with the group and its logo as parent", () => {
    const en = { origin: ORIGIN, lang: 'en' } as const;
    expect(pageUrl('/', en)).toBe(`${ORIGIN}/en`);
    expect(pageUrl('/news/x', { origin: ORIGIN, lang: 'id' })).toBe(`${ORIGIN}/news/x`);
    const node = hospitalNode(company, en);
    expect(node).toMatchObject({
      url: `${ORIGIN}/en/hospital/medika-hospital-cianjur`,
      medicalSpecialty: expect.arrayContaining([
        'https://schema.org/Emergency',
        'https://schema.org/Pediatric',
      ]),
      parentOrganization: {
        '@type': 'MedicalOrganization',
        name: 'Medika Hospital',
        url: `${ORIGIN}/en`,
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/api/media/logo/medika-hospital.png` },
      },
    });
    expect(
      structuredDataProblems(
        { '@context': 'https://schema.org', ...node },
        { pageUrl: `${ORIGIN}/en/hospital/medika-hospital-cianjur` },
      ),
    ).toEqual([]);
  });

  it('does not compile free text where schema.org has an enumeration (schema-dts types)', () => {
    const specialty: Exclude<Hospital, string> = {
      '@type': 'Hospital',
      // @ts-expect-error "IGD 24 jam" is not a MedicalSpecialty: tsc fails here if the types stop checking it.
      medicalSpecialty: 'IGD 24 jam',
    };
    const property: Exclude<Hospital, string> = {
      '@type': 'Hospital',
      // @ts-expect-error a property schema.org lacks does not compile either.
      openingHourz: 'Senin - Sabtu',
    };
    expect([specialty, property].map((typed) => typed['@type'])).toEqual(['Hospital', 'Hospital']);
  });
});
