import { structuredDataProblems } from '@hospital/remote-kit/testing/structured-data';
import { BANDUNG, CIANJUR, line, makeDoctorDetail } from '../../testing/fixtures';
import { doctorJsonLd } from './doctorJsonLd';

const ORIGIN = 'https://medikahospital.co.id';

describe('doctorJsonLd', () => {
  it('describes an IndividualPhysician practising at the hospitals', () => {
    const doctor = makeDoctorDetail({
      company_ids: [1, 2],
      lines: [line(), line({ session_id: 2, company_id: 2, company_name: CIANJUR.name })],
    });
    const data = doctorJsonLd(doctor, [BANDUNG, CIANJUR], { origin: ORIGIN, lang: 'id' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'IndividualPhysician',
      name: 'dr. Budi Tanjung, Sp.PD',
      url: 'https://medikahospital.co.id/doctor/dr-budi-tanjung-sp-pd',
      image: 'https://medikahospital.co.id/api/media/doctor/dr-budi-tanjung-sp-pd.svg',
    });
    expect(data.practicesAt).toEqual([
      expect.objectContaining({
        '@type': 'Hospital',
        name: 'Medika Hospital Bandung',
        url: 'https://medikahospital.co.id/hospital/medika-hospital-bandung',
        telephone: '+62227801234',
        address: expect.objectContaining({ addressLocality: 'Bandung', addressCountry: 'ID' }),
      }),
      expect.objectContaining({ '@type': 'Hospital', name: 'Medika Hospital Cianjur' }),
    ]);
  });

  it('names a hospital from the schedule when the hospital list is not loaded', () => {
    const data = doctorJsonLd(makeDoctorDetail(), [], { origin: 'https://x.test', lang: 'id' });
    expect(data.practicesAt).toEqual([{ '@type': 'Hospital', name: 'Medika Hospital Bandung' }]);
  });

  // docs/decisions.md, issue 25 item 6.
  it("passes the structured-data check in both languages: the language's page, an address, schema.org's speciality", () => {
    for (const lang of ['id', 'en'] as const) {
      const cardiologist = makeDoctorDetail({ speciality: 'Jantung', speciality_slug: 'jantung' });
      const data = doctorJsonLd(cardiologist, [BANDUNG, CIANJUR], { origin: ORIGIN, lang });
      const page = `${ORIGIN}${lang === 'en' ? '/en' : ''}/doctor/dr-budi-tanjung-sp-pd`;
      expect(structuredDataProblems(data, { pageUrl: page })).toEqual([]);
      expect(data.url).toBe(page);
      expect(data.medicalSpecialty).toEqual(['https://schema.org/Cardiovascular']);
      expect(data.address).toMatchObject({ '@type': 'PostalAddress', postalCode: BANDUNG.postal_code });
    }
    // Internal medicine has no schema.org term: no medicalSpecialty rather than a made-up one.
    const internist = doctorJsonLd(makeDoctorDetail(), [BANDUNG], { origin: ORIGIN, lang: 'id' });
    expect(internist).not.toHaveProperty('medicalSpecialty');
  });
});
