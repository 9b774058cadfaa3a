import { act, fireEvent, screen } from '@testing-library/react';
import { BANDUNG, CIANJUR, POLIS } from '../../testing/fixtures';
import { renderWithApp } from '../../testing/renderWithApp';
import type { Lang } from '@hospital/api-client';
import { NAME_DEBOUNCE_MS } from '../../shared/constants';
import { DoctorFilters } from './DoctorFilters';
import { useDoctorFilters } from './useDoctorFilters';
import { parseFilters, resolveFilters } from './filters';

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

  it('clears every filter with the reset link, in place once the scripts run', () => {
    renderWithApp(<FiltersOnUrl lang="en" />, {
      route: '/appointment?utm_source=wa&hospital=1&name=Rina',
      lang: 'en',
    });
    const reset = screen.getByRole('link', { name: 'Clear filters' });
    // Without the scripts, the page without filters in the page's language.
    expect(reset).toHaveAttribute('href', '/en/appointment');
    fireEvent.click(reset);
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

/** What the browser sends when the form is submitted without the scripts: its fields, in order. */
function sent(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return params.toString();
}

const searchForm = () => screen.getByRole('search') as HTMLFormElement;

describe('DoctorFilters as an HTML form (before and without the scripts: docs/decisions.md, issue 25)', () => {
  it('is a GET form to the page in its language, each field named as its URL parameter', () => {
    renderWithApp(<FiltersOnUrl lang="en" />, {
      route: '/appointment?hospital=2&poli=2496&name=Citra&day=3&sort=soonest',
      lang: 'en',
    });
    const form = searchForm();
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/en/appointment');
    expect(sent(form)).toBe('name=Citra&hospital=2&poli=2496&day=3&sort=soonest');
    expect(screen.getByRole('button', { name: 'Show doctors' })).toHaveAttribute('type', 'submit');
  });

  it('names the speciality by its slug under all hospitals, in Indonesian at the unprefixed path', () => {
    renderWithApp(<FiltersOnUrl />, { route: '/appointment?speciality=anak' });
    const form = searchForm();
    expect(form).toHaveAttribute('action', '/appointment');
    expect(sent(form)).toBe('name=&hospital=&speciality=anak&day=');
    expect(screen.getByRole('button', { name: 'Tampilkan dokter' })).toBeInTheDocument();
  });

  it('sends the hospital and the speciality changed together as a URL that means them', () => {
    renderWithApp(<FiltersOnUrl />, { route: '/appointment?hospital=1&poli=2473' });
    // The page has no scripts: the controls change, nothing else happens.
    (screen.getByLabelText('Rumah sakit') as HTMLSelectElement).value = '2';
    const url = new URLSearchParams(sent(searchForm()));
    // Bandung's clinic of children with Cianjur chosen: Cianjur's clinic of children, as the page reads it.
    expect(url.toString()).toBe('name=&hospital=2&poli=2473&day=');
    expect(resolveFilters(parseFilters(url), POLIS)).toMatchObject({
      hospital: 2,
      poli: 2496,
      speciality: null,
    });

    (screen.getByLabelText('Rumah sakit') as HTMLSelectElement).value = '';
    const everywhere = new URLSearchParams(sent(searchForm()));
    expect(resolveFilters(parseFilters(everywhere), POLIS)).toMatchObject({
      hospital: null,
      poli: null,
      speciality: 'anak',
    });
  });

  it('with the scripts, the button applies a name still being typed, at once', () => {
    renderWithApp(<FiltersOnUrl />, { route: '/appointment?day=2' });
    fireEvent.change(screen.getByLabelText('Nama dokter atau spesialis'), { target: { value: ' Rina ' } });
    expect(location()).toBe('/appointment?day=2');
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan dokter' }));
    expect(location()).toBe('/appointment?day=2&name=Rina');
  });
});
