import {
  bySlugSchema,
  wholeListSchema,
  int,
  listQuery,
  orEmpty,
  routeSchema,
  text,
  type JsonSchema,
} from '../http/routeSchema';
import { POLI_LIST } from './clinics';
import { DOCTOR_SPEC } from './doctorList';

/**
 * The schemas of the doctor, clinic and hospital routes (routes.ts): checked by Fastify before a
 * handler runs, and the OpenAPI document's (http/routeSchema.ts). The lists' parameters come from
 * the allow-lists their handlers parse with; `start_day` is bounded by the booking window.
 */

export function doctorSchemas(bookingWindowDays: number) {
  const startDay: JsonSchema = orEmpty({
    type: 'integer',
    minimum: 0,
    maximum: bookingWindowDays,
    description: 'first day searched for the next session, 0 = today',
  });
  const doctorQuery = listQuery(DOCTOR_SPEC, { name: text, q: text, start_day: startDay });
  return {
    doctors: routeSchema({
      summary: 'Doctors (docs/product-rules.md §7 web/dokter)',
      tags: ['doctors'],
      query: doctorQuery,
      answer: { status: 200, list: 'Doctor' },
    }),
    schedule: routeSchema({
      summary: 'Doctors with their schedule lines (docs/product-rules.md §7 web/jadwal)',
      tags: ['doctors'],
      query: doctorQuery,
      answer: { status: 200, list: 'Doctor' },
    }),
    doctor: bySlugSchema('One doctor by slug or id', 'doctors', 'DoctorDetail'),
    polis: routeSchema({
      summary: 'Clinics (poli)',
      tags: ['doctors'],
      query: listQuery(POLI_LIST, {
        // clinics.ts reads `true` or `1` as yes.
        with_schedule: { type: 'string', enum: ['true', 'false', '1', '0', ''] },
        start_day: startDay,
      }),
      answer: { status: 200, list: 'Poli' },
    }),
    specialities: routeSchema({
      summary: 'Specialities',
      tags: ['doctors'],
      query: { company_id: orEmpty(int) },
      answer: { status: 200, list: 'Speciality' },
    }),
    companies: wholeListSchema('Hospitals', 'hospitals', 'Company'),
    company: bySlugSchema('One hospital by slug or id', 'hospitals', 'Company'),
  };
}
