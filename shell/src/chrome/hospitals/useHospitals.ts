import { useEffect } from 'react';
import { create } from 'zustand';
import { api } from '@hospital/api-client';
import { FALLBACK_HOSPITALS } from './fallbackHospitals';
import { toHospitalContact, type HospitalContact } from './hospitalContact';

interface HospitalsState {
  hospitals: readonly HospitalContact[];
  source: 'fallback' | 'api';
  requested: boolean;
  load(): void;
}

/**
 * Both hospitals' contacts, shared by the header, footer and dialogs (three React roots): the
 * fallback constants at once, then `web/company` once it answers. Numbers and addresses do not
 * depend on the language, so one request per page view is enough.
 */
export const useHospitalStore = create<HospitalsState>((set, get) => ({
  hospitals: FALLBACK_HOSPITALS,
  source: 'fallback',
  requested: false,
  load() {
    if (get().requested) return;
    set({ requested: true });
    api()
      .listCompanies()
      .then(({ results }) => {
        const fromApi = results.map(toHospitalContact).filter((h): h is HospitalContact => h !== null);
        // Keep the fixed order Bandung, Cianjur whatever order the API uses; a missing one stays static.
        const hospitals = FALLBACK_HOSPITALS.map(
          (fallback) => fromApi.find((h) => h.key === fallback.key) ?? fallback,
        );
        set({ hospitals, source: 'api' });
      })
      .catch((error: unknown) => {
        console.warn('[shell] web/company unavailable, showing the static hospital contacts', error);
      });
  },
}));

export function useHospitals(): readonly HospitalContact[] {
  const load = useHospitalStore((s) => s.load);
  useEffect(() => load(), [load]);
  return useHospitalStore((s) => s.hospitals);
}
