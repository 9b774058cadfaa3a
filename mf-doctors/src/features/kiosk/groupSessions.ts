import type { AvailabilitySession, Company, LiveQueueSession } from '@hospital/api-client';
import { isExcludedPoliName } from '@hospital/domain/constants';

export interface KioskPoli {
  poliId: number;
  name: string;
  sessions: AvailabilitySession[];
}

export interface KioskHospital {
  companyId: number;
  name: string;
  /** Polis with a session running or still to come today: what the lobby looks for. */
  polis: KioskPoli[];
  /** The sessions already over, per poli: shown after, collapsed (docs/decisions.md, issue 26). */
  finished: KioskPoli[];
}

/** Over for today: ended by the clock, or closed by the schedule. */
function isOver(session: AvailabilitySession, time: string): boolean {
  return session.status === 'closed' || session.end <= time;
}

function byPoli(sessions: AvailabilitySession[], collator: Intl.Collator): KioskPoli[] {
  const polis = new Map<number, KioskPoli>();
  for (const session of sessions) {
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
  return [...polis.values()].sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * Today's sessions per hospital (every hospital, even one without sessions), grouped by poli, each
 * poli's sessions by start time then doctor. At `time` (`HH:MM`, WIB) the sessions running or to come
 * lead — polis with a running session first, then the others, each alphabetically as a visitor scans a
 * board — and the finished ones come after, apart (docs/decisions.md, issue 26: in the evening the
 * board was a wall of "Selesai" with the running session off-screen). Administrative polis (BPJS,
 * Reguler, Farmasi, Anestesiologi) are left out as everywhere else.
 */
export function groupKioskSessions(
  sessions: readonly AvailabilitySession[],
  companies: readonly Company[],
  locale: string,
  time: string,
): KioskHospital[] {
  const collator = new Intl.Collator(locale);
  return [...companies]
    .sort((a, b) => a.id - b.id)
    .map((company) => {
      const mine = sessions.filter((s) => s.company_id === company.id && !isExcludedPoliName(s.poli_name));
      const running = (poli: KioskPoli) => poli.sessions.some((s) => s.start <= time);
      const polis = byPoli(
        mine.filter((s) => !isOver(s, time)),
        collator,
      ).sort((a, b) => Number(running(b)) - Number(running(a)));
      return {
        companyId: company.id,
        name: company.name,
        polis,
        finished: byPoli(
          mine.filter((s) => isOver(s, time)),
          collator,
        ),
      };
    });
}

export type KioskSessionState = 'finished' | 'now' | 'late' | 'full' | 'open';

/** What the live queue says of a session (docs/decisions.md, issue 18), once its stream has said it. */
export type KioskQueue = Pick<LiveQueueSession, 'now_serving' | 'late_minutes'>;

/**
 * What the board says about a session at `time` (`HH:MM`, WIB). A doctor the desk said is late is
 * "late" until the first patient is called, then "in session": never both at once (issue 26). A first
 * call before the planned start means the doctor started early.
 */
export function kioskSessionState(
  session: AvailabilitySession,
  time: string,
  queue?: KioskQueue,
): KioskSessionState {
  if (isOver(session, time)) return 'finished';
  const started = (queue?.now_serving ?? 0) > 0;
  if (queue?.late_minutes && !started) return 'late';
  if (session.start <= time || started) return 'now';
  if (session.status === 'full' || session.remaining <= 0) return 'full';
  return 'open';
}
