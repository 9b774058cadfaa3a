import type { ApiClient } from '@hospital/api-client';
import { ApiError } from '@hospital/api-client';
import { appointment, availability, COMPANIES, DOCTORS, INSURERS, PATIENT, POLIS } from './fixtures';

function list<T>(results: T[]) {
  return Promise.resolve({ results, count: results.length });
}

/** The calls the booking remote makes, answered from fixtures; override any with jest.fn. */
export function fakeApi(overrides: Partial<Record<keyof ApiClient, jest.Mock>> = {}) {
  const calls = {
    listCompanies: jest.fn(() => list(COMPANIES)),
    listPolis: jest.fn(() => list(POLIS)),
    listSchedules: jest.fn(() => list(DOCTORS)),
    listPartnersGroupedByIndustry: jest.fn(() =>
      list([
        {
          industry_id: [1, 'Asuransi'] as [number, string],
          industry: { id: 1, code: 'insurance' as const, name: 'Asuransi' },
          partners: INSURERS,
        },
      ]),
    ),
    getAvailability: jest.fn(() => Promise.resolve(availability())),
    createPatient: jest.fn(() => Promise.resolve(PATIENT)),
    createAppointment: jest.fn(() => Promise.resolve(appointment())),
    getAppointment: jest.fn(() => Promise.resolve(appointment())),
    cancelAppointment: jest.fn(() => Promise.resolve(appointment({ status: 'cancelled' }))),
    ...overrides,
  };
  return { client: calls as unknown as ApiClient, calls };
}

export function apiError(status: number, code: ApiError['code'], message = 'error'): ApiError {
  return new ApiError({ status, code, message });
}
