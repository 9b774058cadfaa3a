import { buildBookingLink } from '@hospital/domain';
import type {
  Lang,
  NextSession,
  SearchDoctor,
  SearchFaq,
  SearchPartner,
  SearchService,
} from '@hospital/contract';
import type * as tables from '../db/schema';
import type { Localized } from '../db/schema';
import type { MediaUrl } from '../media/urls';
import type { DoctorRecord, ReferenceData } from '../lib/reference';

/** What the site search found, as the hits of `web/search`. */

/**
 * A doctor found, with where and when the patient can go next, what it costs there and a book link
 * that carries that session into the wizard (docs/decisions.md, issue 26 — symptom search).
 */
export function toSearchDoctor(
  doctor: DoctorRecord,
  ref: ReferenceData,
  lang: Lang,
  media: MediaUrl,
  next: NextSession | null,
): SearchDoctor {
  const companyId = next?.company_id ?? doctor.companyId;
  const fee = ref.fees.get(doctor.id)?.find((f) => f.company_id === companyId);
  return {
    id: doctor.id,
    slug: doctor.slug,
    name: doctor.name,
    speciality: ref.specialities.get(doctor.specialitySlug)?.name[lang] ?? '',
    photo: media('doctor', doctor.slug),
    company_ids: [doctor.companyId],
    path: `/doctor/${doctor.slug}`,
    next_session: next,
    hospital: ref.companies.get(companyId)?.name ?? '',
    fee: fee?.amount ?? null,
    book_path: next
      ? buildBookingLink({
          doctorId: doctor.id,
          companyId: next.company_id,
          poliId: next.poli_id,
          date: next.date,
          sessionId: next.session_id,
        })
      : null,
  };
}

export function toSearchFaq(
  row: { id: number; question: Localized; answer: Localized },
  lang: Lang,
): SearchFaq {
  return { id: row.id, question: row.question[lang], answer: row.answer[lang], path: `/faq#faq-${row.id}` };
}

export function toSearchPartner(
  row: { id: number; name: string; industry: Localized },
  lang: Lang,
): SearchPartner {
  return { id: row.id, name: row.name, industry: row.industry[lang], path: '/partners' };
}

export function serviceAsHit(row: typeof tables.services.$inferSelect, lang: Lang): SearchService {
  return { slug: row.slug, name: row.name[lang], summary: row.summary[lang], path: row.path };
}

export function pageAsHit(
  row: Pick<typeof tables.pages.$inferSelect, 'slug' | 'title' | 'summary'>,
  lang: Lang,
): SearchService {
  return { slug: row.slug, name: row.title[lang], summary: row.summary[lang], path: `/${row.slug}` };
}
