import { BANDUNG, CIANJUR, line, makeDoctorDetail } from '../../testing/fixtures';
import { doctorJsonLd } from './doctorJsonLd';

describe('doctorJsonLd', () => {
  it('describes an IndividualPhysician practising at the hospitals', () => {
    const doctor = makeDoctorDetail({
      company_ids: [1, 2],
      lines: [line(), line({ session_id: 2, company_id: 2, company_name: CIANJUR.name })],
    });
    const data = doctorJsonLd(doctor, [BANDUNG, CIANJUR], 'https://medikahospital.co.id');
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
    const data = doctorJsonLd(makeDoctorDetail(), [], 'https://x.test');
    expect(data.practicesAt).toEqual([{ '@type': 'Hospital', name: 'Medika Hospital Bandung' }]);
  });
});
