import { POLIS } from '../../testing/fixtures';
import {
  EMPTY_FILTERS,
  isFiltered,
  parseFilters,
  resolveFilters,
  sameFilters,
  toDoctorQuery,
  writeFilters,
} from './filters';

describe('search filters in the URL', () => {
  it('reads hospital, poli, name, day and sort', () => {
    expect(parseFilters(new URLSearchParams('hospital=2&poli=2496&name=Citra&day=3&sort=soonest'))).toEqual({
      hospital: 2,
      poli: 2496,
      speciality: null,
      name: 'Citra',
      day: 3,
      sort: 'soonest',
    });
  });

  it('ignores malformed values instead of failing', () => {
    expect(parseFilters(new URLSearchParams('hospital=abc&poli=-4&day=7&sort=random&name=%20%20'))).toEqual(
      EMPTY_FILTERS,
    );
    expect(parseFilters(new URLSearchParams('day=0')).day).toBe(0);
  });

  it('writes only the filters that are set and keeps foreign parameters such as lang', () => {
    const written = writeFilters(new URLSearchParams('lang=en&name=old&day=2'), {
      ...EMPTY_FILTERS,
      hospital: 1,
      name: '  Budi   Tanjung ',
    });
    expect(written.toString()).toBe('lang=en&name=Budi+Tanjung&hospital=1');
  });

  it('round-trips', () => {
    const filters = {
      hospital: 1,
      poli: 2461,
      speciality: null,
      name: 'Rina',
      day: 0,
      sort: 'soonest' as const,
    };
    expect(parseFilters(writeFilters(new URLSearchParams(), filters))).toEqual(filters);
    const everywhere = { ...EMPTY_FILTERS, speciality: 'anak' };
    expect(parseFilters(writeFilters(new URLSearchParams(), everywhere))).toEqual(everywhere);
  });

  it('asks for a speciality at every hospital, or for one hospital’s clinic', () => {
    expect(parseFilters(new URLSearchParams('speciality=anak')).speciality).toBe('anak');
    expect(parseFilters(new URLSearchParams('speciality=%3Cx%3E')).speciality).toBeNull();
    expect(toDoctorQuery({ ...EMPTY_FILTERS, speciality: 'anak' })).toEqual({
      order: 'name asc',
      speciality: 'anak',
    });
    expect(toDoctorQuery({ ...EMPTY_FILTERS, hospital: 2, poli: 2496 })).toEqual({
      order: 'name asc',
      company_id: 2,
      poli_id: 2496,
    });
    expect(isFiltered({ ...EMPTY_FILTERS, speciality: 'anak' })).toBe(true);
  });

  it('knows when the search is narrowed', () => {
    expect(isFiltered(EMPTY_FILTERS)).toBe(false);
    expect(isFiltered({ ...EMPTY_FILTERS, day: 0 })).toBe(true);
    expect(isFiltered({ ...EMPTY_FILTERS, sort: 'soonest' })).toBe(true);
  });
});

describe('the web/jadwal query of a search', () => {
  it('maps the filters to the API fields and orders by name by default', () => {
    expect(toDoctorQuery(EMPTY_FILTERS)).toEqual({ order: 'name asc' });
    expect(
      toDoctorQuery({ hospital: 2, poli: 2496, speciality: null, name: 'Citra', day: 0, sort: 'soonest' }),
    ).toEqual({
      order: 'next_session asc',
      company_id: 2,
      poli_id: 2496,
      name: 'Citra',
      day: 0,
    });
  });
});

describe('the search a URL means, given the clinics (resolveFilters)', () => {
  const at = (query: string) => resolveFilters(parseFilters(new URLSearchParams(query)), POLIS);
  const search = (query: string) => toDoctorQuery(at(query));

  it('leaves the URLs the browser writes as they are, the same object', () => {
    for (const query of ['', 'hospital=2&poli=2496', 'speciality=anak', 'hospital=1&day=3', 'name=Rina']) {
      const filters = parseFilters(new URLSearchParams(query));
      expect(resolveFilters(filters, POLIS)).toBe(filters);
    }
  });

  it('maps a hospital with a speciality slug to that hospital’s clinic of it', () => {
    expect(at('hospital=2&speciality=anak')).toMatchObject({ hospital: 2, poli: 2496, speciality: null });
    expect(search('hospital=1&speciality=penyakit-dalam&day=1')).toEqual({
      order: 'name asc',
      company_id: 1,
      poli_id: 2461,
      day: 1,
    });
  });

  it('maps another hospital’s clinic to the chosen hospital’s clinic of the same speciality', () => {
    expect(at('hospital=2&poli=2473')).toMatchObject({ hospital: 2, poli: 2496, speciality: null });
    // And one clinic with every hospital to its speciality everywhere.
    expect(at('poli=2473')).toMatchObject({ hospital: null, poli: null, speciality: 'anak' });
    expect(search('poli=2473&sort=soonest')).toEqual({ order: 'next_session asc', speciality: 'anak' });
  });

  it('prefers the clinic of the chosen hospital when the URL names both shapes', () => {
    expect(at('hospital=1&poli=2461&speciality=anak')).toMatchObject({ poli: 2461, speciality: null });
  });

  it('ignores a clinic id that is no clinic, and never throws on junk', () => {
    expect(at('hospital=2&poli=999999')).toMatchObject({ hospital: 2, poli: null, speciality: null });
    expect(at('poli=999999&speciality=anak')).toMatchObject({ poli: null, speciality: 'anak' });
    expect(at('hospital=x&poli=%00&speciality=%3Cscript%3E&day=9')).toEqual(EMPTY_FILTERS);
  });

  it('keeps a speciality the hospital has no clinic of: the API then finds nobody, as asked', () => {
    expect(at('hospital=2&speciality=jantung')).toMatchObject({
      hospital: 2,
      poli: null,
      speciality: 'jantung',
    });
    expect(search('hospital=2&speciality=jantung')).toEqual({
      order: 'name asc',
      company_id: 2,
      speciality: 'jantung',
    });
  });

  it('leaves the URL as it is while the clinics are unknown', () => {
    const filters = parseFilters(new URLSearchParams('hospital=2&poli=2473'));
    expect(resolveFilters(filters, [])).toBe(filters);
  });

  it('tells equal searches apart from different ones', () => {
    expect(sameFilters(at('hospital=2&speciality=anak'), at('hospital=2&poli=2496'))).toBe(true);
    expect(sameFilters(at('hospital=2&poli=2496'), at('hospital=2&poli=2496&day=0'))).toBe(false);
  });
});
