import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@hospital/api-client';
import { BANDUNG, CIANJUR, line, makeDoctorDetail } from '../testing/fixtures';
import { renderWithApp } from '../testing/renderWithApp';
import { clearResourceCache } from '../lib/resource';
import { DoctorProfilePage } from './DoctorProfilePage';

const getDoctorBySlug = jest.fn();
jest.mock('../api/doctorsApi', () => ({
  doctorsApi: () => ({
    getDoctorBySlug: (...args: unknown[]) => getDoctorBySlug(...args),
    listCompanies: () => Promise.resolve({ results: [BANDUNG, CIANJUR], count: 2 }),
  }),
}));

function renderProfile(route: string, locale: 'id' | 'en' = 'id') {
  return renderWithApp(<DoctorProfilePage />, { route, path: '/doctor/:id?', locale });
}

beforeEach(() => {
  clearResourceCache();
  getDoctorBySlug.mockReset();
  document.head.innerHTML = '<meta name="description" content="">';
});

describe('DoctorProfilePage', () => {
  it('shows the 404 panel for an unknown id', async () => {
    getDoctorBySlug.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'Not found' }));
    renderProfile('/doctor/999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman ini tidak dapat ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
    expect(getDoctorBySlug).toHaveBeenCalledWith('999999');
  });

  it('still shows a doctor without schedule, saying no session is open', async () => {
    getDoctorBySlug.mockResolvedValue(
      makeDoctorDetail({ lines: [], schedule: [], next_session: null, upcoming_sessions: [] }),
    );
    renderProfile('/doctor/dr-budi-tanjung-sp-pd', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'dr. Budi Tanjung, Sp.PD' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No session open')).toBeInTheDocument();
    expect(screen.getByText('No practice hours yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Book/ })).not.toBeInTheDocument();
  });

  it('lists bookable sessions, sets title, description and IndividualPhysician JSON-LD', async () => {
    getDoctorBySlug.mockResolvedValue(
      makeDoctorDetail({
        lines: [line({ session_id: 5 })],
        upcoming_sessions: [
          {
            session_id: 5,
            date: '2026-11-23',
            start: '08:00',
            end: '11:00',
            company_id: 1,
            poli_id: 2461,
            quota: 20,
            booked: 18,
            remaining: 2,
            telemedicine: false,
          },
        ],
      }),
    );
    renderProfile('/doctor/1001');
    const book = await screen.findByRole('link', { name: /^Buat Janji/ });
    expect(book).toHaveAttribute(
      'href',
      '/appointment/create?doctor=1001&company=1&poli=2461&date=2026-11-23&session=5',
    );
    expect(screen.getByText('Sisa 2 kuota')).toBeInTheDocument();
    expect(document.title).toBe('dr. Budi Tanjung, Sp.PD | Medika Hospital');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('dr. Budi Tanjung, Sp.PD, Penyakit Dalam di Medika Hospital Bandung'),
    );
    const jsonLd = document.head.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(jsonLd?.textContent ?? '{}');
    expect(data['@type']).toBe('IndividualPhysician');
    expect(data.practicesAt[0]).toMatchObject({ '@type': 'Hospital', name: 'Medika Hospital Bandung' });
  });

  it('offers a retry when the profile fails to load', async () => {
    getDoctorBySlug.mockRejectedValueOnce(new ApiError({ status: 0, code: 'network', message: 'offline' }));
    getDoctorBySlug.mockResolvedValueOnce(makeDoctorDetail());
    renderProfile('/doctor/1001');
    fireEvent.click(await screen.findByRole('button', { name: 'Coba lagi' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'dr. Budi Tanjung, Sp.PD' }),
    ).toBeInTheDocument();
  });
});
