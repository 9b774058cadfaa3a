import type { AvailabilitySession, Company } from '@hospital/api-client';
import { isExcludedPoliName } from '@hospital/domain/constants';

export interface KioskPoli {
  poliId: number;
  name: string;
  sessions: AvailabilitySession[];
}

export interface KioskHospital {
  companyId: number;
  name: string;
  polis: KioskPoli[];
}

/**
 * Today's sessions per hospital (every hospital, even one without sessions), grouped by poli in
 * alphabetical order as a visitor scans a board, each poli's sessions by start time then doctor.
 * Administrative polis (BPJS, Reguler, Farmasi, Anestesiologi) are left out as everywhere else.
 */
export function groupKioskSessions(
  sessions: readonly AvailabilitySession[],
  companies: readonly Company[],
  locale: string,
): KioskHospital[] {
  const collator = new Intl.Collator(locale);
  return [...companies]
    .sort((a, b) => a.id - b.id)
    .map((company) => {
      const polis = new Map<number, KioskPoli>();
      for (const session of sessions) {
        if (session.company_id !== company.id || isExcludedPoliName(session.poli_name)) continue;
        let poli = polis.get(session.poli_id);
        if (!poli) {
          poli = { poliId: session.poli_id, name: session.poli_name, sessions: [] };
          polis.set(session.poli_id, poli);
        }
        poli.sessions.push(session);
      }
      for (const poli of polis.values()) {
        poli.sessions.sort(
          (a, b) => a.start.localeCompare(b.start) || collator.compare(a.doctor_name, b.doctor_name),
        );
      }
      return {
        companyId: company.id,
        name: company.name,
        polis: [...polis.values()].sort((a, b) => collator.compare(a.name, b.name)),
      };
    });
}

export type KioskSessionState = 'finished' | 'now' | 'full' | 'open';

/** What the board says about a session at `time` (`HH:MM`, WIB). */
export function kioskSessionState(session: AvailabilitySession, time: string): KioskSessionState {
  if (session.status === 'closed' || session.end <= time) return 'finished';
  if (session.start <= time) return 'now';
  if (session.status === 'full' || session.remaining <= 0) return 'full';
  return 'open';
}
