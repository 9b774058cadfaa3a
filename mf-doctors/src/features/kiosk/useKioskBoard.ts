import { useCallback, useEffect, useState } from 'react';
import type { Availability, Company } from '@hospital/api-client';
import { todayInJakarta } from '@hospital/domain/src/dates';
import { doctorsApi } from '../../api/doctorsApi';
import { useLang } from '../../lib/lang';

export interface KioskData {
  companies: Company[];
  availability: Availability;
}

export interface KioskBoard {
  data?: KioskData;
  /** The last refresh failed; `data` (if any) is the previous board. */
  error?: unknown;
  updatedAt?: Date;
  retry: () => void;
}

/**
 * Both hospitals and today's dated sessions (with remaining places, leave days left out), reloaded
 * every `refreshMs`. A failed refresh keeps the last board on screen: a lobby display must not go blank.
 */
export function useKioskBoard(refreshMs: number): KioskBoard {
  const lang = useLang();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<KioskBoard, 'retry'>>({});

  useEffect(() => {
    let active = true;
    const load = async () => {
      try {
        const api = doctorsApi();
        const today = todayInJakarta();
        const [companies, availability] = await Promise.all([
          api.listCompanies(),
          api.getAvailability({ from: today, to: today }),
        ]);
        if (active) setState({ data: { companies: companies.results, availability }, updatedAt: new Date() });
      } catch (error) {
        console.warn('[mf-doctors] kiosk board failed to load', error);
        if (active) setState((previous) => ({ ...previous, error }));
      }
    };
    void load();
    const timer = setInterval(() => void load(), refreshMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [lang, attempt, refreshMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
