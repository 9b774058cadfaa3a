import type { IdentityDocument, Lang, PatientRelation, PaymentKind, PoliLocation } from '@hospital/contract';
import {
  thingsToBring,
  visitTimes,
  type BringItem,
  type LiveQueueFacts,
  type SessionTimes,
} from '@hospital/domain';

/** What to bring, in the words of each language: the patient's documents, never "your KTP". */
const BRING: Record<BringItem, Record<Lang, string>> = {
  identity_card: { id: 'KTP pasien', en: 'the patient’s identity card (KTP)' },
  passport: { id: 'paspor pasien', en: 'the patient’s passport' },
  kitas: { id: 'kartu KITAS pasien', en: 'the patient’s KITAS card' },
  family_card: { id: 'Kartu Keluarga (KK)', en: 'the family card (KK)' },
  birth_letter: { id: 'surat keterangan lahir', en: 'the birth letter (surat keterangan lahir)' },
  guardian_identity: { id: 'KTP orang tua atau wali', en: 'a parent’s or guardian’s identity card' },
  bpjs_card: { id: 'kartu BPJS Kesehatan (JKN-KIS)', en: 'the BPJS Kesehatan (JKN-KIS) card' },
  referral_letter: {
    id: 'surat rujukan dari faskes tingkat pertama',
    en: 'the referral from the first-level clinic',
  },
  insurance_card: { id: 'kartu asuransi', en: 'the insurance card' },
  previous_results: { id: 'hasil pemeriksaan sebelumnya (bila ada)', en: 'earlier test results (if any)' },
};

/** "a, b dan c" / "a, b and c". */
function listOf(items: string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  const and = lang === 'id' ? 'dan' : 'and';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** Times are written 08.30 in Indonesian text and 08:30 in English (docs/decisions.md, issue 15 item 9). */
function spoken(time: string, lang: Lang): string {
  return lang === 'id' ? time.replace(':', '.') : time;
}

export interface VisitFacts {
  /** The session as booked, with the day's quota (`estimatedTurn` shares its length by it). */
  session: SessionTimes;
  /** The visit's date and when it was booked: a same-day booking is never told a past time. */
  date: string;
  bookedAt: Date;
  /** Today's queue of the session, when the visit is today. */
  live: { session: LiveQueueFacts; now: Date } | null;
  queueNumber: number;
  telemedicine: boolean;
  forWhom: PatientRelation;
  newborn: boolean;
  /** The document booked with: a foreigner brings the passport or KITAS, not a KTP. */
  idDocument?: IdentityDocument;
  paymentKind: PaymentKind;
  location: PoliLocation | null;
}

export interface VisitPlan {
  estimated_time: string;
  arrive_by: string;
  advice: string;
}

/**
 * When the queue number's turn is expected and when to arrive (`visitTimes` of the domain, the one
 * rule of docs/decisions.md, issue 26), and a reminder in plain words: when and where to come, what to bring for this patient and
 * this payer (`thingsToBring`). A consultation by video needs the link, not the documents.
 */
export function visitPlan(facts: VisitFacts, lang: Lang): VisitPlan {
  const input = {
    session: facts.session,
    date: facts.date,
    queueNumber: facts.queueNumber,
    bookedAt: facts.bookedAt,
  };
  // Called, or the session cancelled today: the live queue gives no time; the plan (never before the
  // booking) is kept for what was told.
  const times = visitTimes({ ...input, live: facts.live }) ?? visitTimes(input);
  const estimated = times.estimated;
  const arrive = times.arriveBy;
  if (facts.telemedicine) {
    return {
      estimated_time: estimated,
      arrive_by: arrive,
      advice:
        lang === 'id'
          ? `Perkiraan giliran Anda pukul ${spoken(estimated, lang)} WIB. Buka tautan konsultasi 10 menit sebelum jadwal, di tempat tenang dengan internet stabil.`
          : `Your turn is expected at about ${estimated} WIB. Open the consultation link 10 minutes early, somewhere quiet with a stable connection.`,
    };
  }
  const items = thingsToBring({
    forWhom: facts.forWhom,
    newborn: facts.newborn,
    insuranceKind: facts.paymentKind,
    idDocument: facts.idDocument,
  }).map((item) => BRING[item][lang]);
  const where = facts.location ? `${facts.location.floor}, ${facts.location.counter}` : null;
  const advice =
    lang === 'id'
      ? `Perkiraan giliran pukul ${spoken(estimated, lang)} WIB: datang paling lambat pukul ${spoken(arrive, lang)} WIB` +
        `${where ? ` ke ${where}` : ''} untuk pendaftaran. Bawa ${listOf(items, lang)}.`
      : `Your turn is expected at about ${estimated} WIB: arrive by ${arrive} WIB` +
        `${where ? ` (${where})` : ''} to register. Bring ${listOf(items, lang)}.`;
  return { estimated_time: estimated, arrive_by: arrive, advice };
}
