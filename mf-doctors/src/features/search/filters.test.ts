import { EMPTY_FILTERS, isFiltered, parseFilters, toDoctorQuery, writeFilters } from './filters';

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
