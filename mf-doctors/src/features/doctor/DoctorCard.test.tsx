import { screen, within } from '@testing-library/react';
import { BANDUNG, CIANJUR, line, makeDoctor } from '../../testing/fixtures';
import { renderWithApp } from '../../testing/renderWithApp';
import { DoctorCard } from './DoctorCard';

const TODAY = '2026-11-21';

describe('DoctorCard', () => {
  it('shows photo, name, speciality, hospitals and the next session with places left', () => {
    const doctor = makeDoctor({ company_ids: [1, 2] });
    const { container } = renderWithApp(
      <DoctorCard doctor={doctor} companies={[BANDUNG, CIANJUR]} lang="id" today={TODAY} />,
    );
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('width', '88');
    expect(photo).toHaveAttribute('height', '88');
    expect(screen.getByRole('heading', { level: 3, name: 'dr. Budi Tanjung, Sp.PD' })).toBeInTheDocument();
    expect(screen.getByText('Penyakit Dalam')).toBeInTheDocument();
    expect(screen.getByText(/Medika Hospital Bandung · Medika Hospital Cianjur/)).toBeInTheDocument();
    expect(screen.getByText('Senin, 23 November, 08.00–11.00 WIB')).toBeInTheDocument();
    expect(screen.getByText('Sisa 13 kuota')).toBeInTheDocument();
  });

  it('links Book to the wizard with the session the card shows: doctor, company, poli, date and session', () => {
    const doctor = makeDoctor({
      lines: [line({ session_id: 7, company_id: 2, poli_id: 2483, company_name: CIANJUR.name })],
      next_session: {
        ...makeDoctor().next_session!,
        session_id: 7,
        company_id: 2,
        poli_id: 2483,
      },
    });
    renderWithApp(<DoctorCard doctor={doctor} companies={[BANDUNG, CIANJUR]} lang="id" today={TODAY} />);
    const book = screen.getByRole('link', {
      name: 'Buat Janji dengan dr. Budi Tanjung, Sp.PD di Medika Hospital Cianjur',
    });
    expect(book).toHaveAttribute(
      'href',
      '/appointment/create?doctor=1001&company=2&poli=2483&date=2026-11-23&session=7',
    );
  });

  it('without an open session, books the line of the searched hospital and says no session is open', () => {
    const doctor = makeDoctor({
      next_session: null,
      company_ids: [1, 2],
      lines: [
        line({ session_id: 1, company_id: 1, poli_id: 2461 }),
        line({ session_id: 2, day: 2, company_id: 2, poli_id: 2483, company_name: CIANJUR.name }),
      ],
    });
    renderWithApp(
      <DoctorCard
        doctor={doctor}
        companies={[BANDUNG, CIANJUR]}
        lang="en"
        today={TODAY}
        prefer={{ companyId: 2 }}
      />,
      { lang: 'en' },
    );
    expect(screen.getByText('No session open for booking in the next 30 days.')).toBeInTheDocument();
    // An English page links to the English booking page.
    expect(screen.getByRole('link', { name: /^Book/ })).toHaveAttribute(
      'href',
      '/en/appointment/create?doctor=1001&company=2&poli=2483',
    );
  });

  it('has no Book button for a doctor without practice hours', () => {
    const doctor = makeDoctor({ next_session: null, lines: [] });
    renderWithApp(<DoctorCard doctor={doctor} companies={[BANDUNG]} lang="id" today={TODAY} />);
    expect(screen.queryByRole('link', { name: /Buat Janji/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat profil dr. Budi Tanjung, Sp.PD' })).toHaveAttribute(
      'href',
      '/doctor/dr-budi-tanjung-sp-pd',
    );
  });

  it('says "Cuti sampai ..." for a doctor on leave', () => {
    const doctor = makeDoctor({
      on_leave_until: '2026-12-04',
      leaves: [{ start_date: '2026-11-21', end_date: '2026-12-04', reason: 'Konferensi' }],
    });
    renderWithApp(<DoctorCard doctor={doctor} companies={[BANDUNG]} lang="id" today={TODAY} />);
    expect(screen.getByText('Cuti sampai 4 Desember 2026.')).toBeInTheDocument();
  });

  it('says "On leave until ..." in English, and announces a leave ahead', () => {
    const doctor = makeDoctor({
      on_leave_until: '2026-12-04',
      leaves: [
        { start_date: '2026-11-21', end_date: '2026-12-04', reason: 'Conference' },
        { start_date: '2026-12-24', end_date: '2026-12-31', reason: 'Holiday' },
      ],
    });
    renderWithApp(<DoctorCard doctor={doctor} companies={[BANDUNG]} lang="en" today={TODAY} />, {
      lang: 'en',
    });
    expect(screen.getByText('On leave until 4 December 2026.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'On leave 24 December 2026 – 31 December 2026; sessions on those dates cannot be booked.',
      ),
    ).toBeInTheDocument();
  });

  it('calls today and tomorrow by name', () => {
    const today = makeDoctor({ next_session: { ...makeDoctor().next_session!, date: TODAY } });
    renderWithApp(<DoctorCard doctor={today} companies={[BANDUNG]} lang="en" today={TODAY} />, {
      lang: 'en',
    });
    const next = screen.getByText('Next session').parentElement!;
    expect(within(next).getByText('Today · Saturday 21 November, 08:00–11:00 WIB')).toBeInTheDocument();
    expect(within(next).getByText('13 places left')).toBeInTheDocument();
  });

  it('shows the self-pay fee at each hospital, the searched one first, and that BPJS covers the visit', () => {
    const doctor = makeDoctor({
      company_ids: [1, 2],
      fees: [
        { company_id: 1, amount: 250000 },
        { company_id: 2, amount: 225000 },
      ],
    });
    renderWithApp(
      <DoctorCard
        doctor={doctor}
        companies={[BANDUNG, CIANJUR]}
        lang="id"
        today={TODAY}
        prefer={{ companyId: 2 }}
      />,
    );
    const fees = screen.getByText('Biaya konsultasi (bayar sendiri)').parentElement!;
    expect(
      within(fees)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cianjur: mulai Rp 225.000', 'Bandung: mulai Rp 250.000']);
    expect(fees).toHaveTextContent('Belum termasuk obat dan tindakan.');
    expect(fees).toHaveTextContent('Peserta BPJS Kesehatan: ditanggung BPJS sesuai ketentuan.');
  });

  it('says the fee in English, and nothing about BPJS for a doctor who only consults by video', () => {
    const doctor = makeDoctor({ lines: [line({ telemedicine: true })] });
    renderWithApp(<DoctorCard doctor={doctor} companies={[BANDUNG]} lang="en" today={TODAY} />, {
      lang: 'en',
    });
    const fees = screen.getByText('Consultation fee (self-pay)').parentElement!;
    expect(fees).toHaveTextContent('Bandung: from Rp 250.000');
    expect(fees).toHaveTextContent('Excluding medicine and procedures.');
    expect(fees).not.toHaveTextContent('BPJS');
  });

  it('shows no fee when the API gives none', () => {
    renderWithApp(
      <DoctorCard doctor={makeDoctor({ fees: [] })} companies={[BANDUNG]} lang="id" today={TODAY} />,
    );
    expect(screen.queryByText('Biaya konsultasi (bayar sendiri)')).not.toBeInTheDocument();
  });

  it('from a search on one hospital, books there and keeps it in the profile link', () => {
    const doctor = makeDoctor({
      company_ids: [1, 2],
      lines: [
        line({ session_id: 1, company_id: 1, poli_id: 2461 }),
        line({ session_id: 2, day: 3, company_id: 2, poli_id: 2483, company_name: CIANJUR.name }),
      ],
    });
    renderWithApp(
      <DoctorCard
        doctor={doctor}
        companies={[BANDUNG, CIANJUR]}
        lang="id"
        today={TODAY}
        prefer={{ companyId: 2 }}
      />,
    );
    // The next session is in Bandung: the Cianjur search books Cianjur.
    expect(screen.getByRole('link', { name: /^Buat Janji .* di Medika Hospital Cianjur$/ })).toHaveAttribute(
      'href',
      '/appointment/create?doctor=1001&company=2&poli=2483',
    );
    expect(screen.getByRole('link', { name: 'Lihat profil dr. Budi Tanjung, Sp.PD' })).toHaveAttribute(
      'href',
      '/doctor/dr-budi-tanjung-sp-pd?hospital=2',
    );
  });
});
