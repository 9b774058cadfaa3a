import { act, fireEvent, screen } from '@testing-library/react';
import { BANDUNG, CIANJUR } from '../../testing/fixtures';
import { renderWithApp } from '../../testing/renderWithApp';
import type { Lang, Poli } from '@hospital/api-client';
import { NAME_DEBOUNCE_MS } from '../../shared/constants';
import { DoctorFilters } from './DoctorFilters';
import { useDoctorFilters } from './useDoctorFilters';

const poli = (id: number, name: string, companyId: number, seq: number): Poli => ({
  id,
  seq,
  name,
  company_id: companyId,
  company_name: companyId === 1 ? BANDUNG.name : CIANJUR.name,
  speciality_slug: name === 'Poli Anak' ? 'anak' : 'penyakit-dalam',
  is_mother_and_child: false,
  doctor_count: 2,
  location: null,
});

const POLIS = [
  poli(2461, 'Poli Penyakit Dalam', 1, 1),
  poli(2483, 'Poli Penyakit Dalam', 2, 1),
  poli(2473, 'Poli Anak', 1, 4),
  poli(2496, 'Poli Anak', 2, 2),
];

function FiltersOnUrl({ lang = 'id' as const }: { lang?: Lang }) {
  const { filters, update, reset } = useDoctorFilters();
  return (
    <DoctorFilters
      filters={filters}
      onChange={update}
      onReset={reset}
      companies={[BANDUNG, CIANJUR]}
      polis={POLIS}
      lang={lang}
    />
  );
}

const location = () => screen.getByTestId('location').textContent ?? '';

describe('DoctorFilters bound to the URL', () => {
  it('shows the search of a shared link in its controls', () => {
    renderWithApp(<FiltersOnUrl />, {
      route: '/appointment?hospital=2&poli=2496&name=Citra&day=3&sort=soonest',
    });
    expect(screen.getByLabelText('Rumah sakit')).toHaveValue('2');
    expect(screen.getByLabelText('Spesialis / poliklinik')).toHaveValue('2496');
    expect(screen.getByLabelText('Nama dokter atau spesialis')).toHaveValue('Citra');
    expect(screen.getByLabelText('Hari praktik')).toHaveValue('3');
    expect(screen.getByLabelText(/jadwal terdekat/)).toBeChecked();
  });

  it('writes a chosen hospital, day and sort into the URL, keeping parameters that are not filters', () => {
    renderWithApp(<FiltersOnUrl />, { route: '/appointment?utm_source=wa' });
    fireEvent.change(screen.getByLabelText('Rumah sakit'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Hari praktik'), { target: { value: '0' } });
    fireEvent.click(screen.getByLabelText(/jadwal terdekat/));
    expect(location()).toBe('/appointment?utm_source=wa&hospital=1&day=0&sort=soonest');
  });

  it('under all hospitals offers each clinic once, asked for at every hospital', () => {
    renderWithApp(<FiltersOnUrl />, { route: '/appointment' });
    const speciality = screen.getByLabelText('Spesialis / poliklinik');
    expect([...speciality.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Semua spesialis',
      'Poli Penyakit Dalam',
      'Poli Anak',
    ]);
    fireEvent.change(speciality, { target: { value: 'anak' } });
    expect(location()).toBe('/appointment?speciality=anak');
  });

  it('offers the chosen hospital’s clinics, and keeps the speciality when the hospital changes', () => {
    renderWithApp(<FiltersOnUrl />, { route: '/appointment?speciality=anak' });
    const speciality = screen.getByLabelText('Spesialis / poliklinik');
    fireEvent.change(screen.getByLabelText('Rumah sakit'), { target: { value: '2' } });
    // The speciality becomes Cianjur's clinic of it.
    expect(location()).toBe('/appointment?hospital=2&poli=2496');
    expect([...speciality.querySelectorAll('option')].map((o) => o.value)).toEqual(['', '2483', '2496']);
    expect(speciality).toHaveValue('2496');

    fireEvent.change(screen.getByLabelText('Rumah sakit'), { target: { value: '1' } });
    expect(location()).toBe('/appointment?hospital=1&poli=2473');
    // Back to every hospital: the speciality again, not one hospital's clinic.
    fireEvent.change(screen.getByLabelText('Rumah sakit'), { target: { value: '' } });
    expect(location()).toBe('/appointment?speciality=anak');
    expect(speciality).toHaveValue('anak');
  });

  it('debounces the name: the URL changes once typing pauses', () => {
    jest.useFakeTimers();
    try {
      renderWithApp(<FiltersOnUrl />, { route: '/appointment' });
      const name = screen.getByLabelText('Nama dokter atau spesialis');
      fireEvent.change(name, { target: { value: 'B' } });
      act(() => jest.advanceTimersByTime(NAME_DEBOUNCE_MS - 50));
      fireEvent.change(name, { target: { value: 'Bud' } });
      act(() => jest.advanceTimersByTime(NAME_DEBOUNCE_MS - 50));
      expect(location()).toBe('/appointment');
      act(() => jest.advanceTimersByTime(60));
      expect(location()).toBe('/appointment?name=Bud');
      expect(name).toHaveValue('Bud');
    } finally {
      jest.useRealTimers();
    }
  });

  it('searches the name at once on Enter', () => {
    renderWithApp(<FiltersOnUrl />, { route: '/appointment' });
    const name = screen.getByLabelText('Nama dokter atau spesialis');
    fireEvent.change(name, { target: { value: 'Rina' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(location()).toBe('/appointment?name=Rina');
  });

  it('clears every filter with the reset button', () => {
    renderWithApp(<FiltersOnUrl lang="en" />, {
      route: '/appointment?utm_source=wa&hospital=1&name=Rina',
      lang: 'en',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/appointment?utm_source=wa');
    expect(screen.getByLabelText("Doctor's name or speciality")).toHaveValue('');
  });

  it('labels every control and names the days in English', () => {
    renderWithApp(<FiltersOnUrl lang="en" />, { route: '/appointment', lang: 'en' });
    expect(screen.getByRole('search', { name: 'Doctor search filters' })).toBeInTheDocument();
    const days = [...screen.getByLabelText('Practice day').querySelectorAll('option')].map(
      (o) => o.textContent,
    );
    expect(days).toEqual([
      'Any day',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });
});
