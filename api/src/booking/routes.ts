import type { FastifyInstance } from 'fastify';
import type { Lang } from '@hospital/contract';
import { isValidIsoDate, patientSchema, validationMessages } from '@hospital/domain';
import type { AppContext } from '../context';
import { itemOf } from '../http/envelope';
import { badRequest } from '../lib/errors';
import { parseNonNegativeInt, type QueryInput } from '../http/queryParams';
import { bookingFingerprint, parseAppointmentInput, parseRescheduleInput, readBornDate } from './input';
import { cancelAppointment, createAppointment, lookupAppointment } from './appointments';
import { rescheduleAppointment } from './reschedule';
import { assertConfirmed, erasePersonalData, exportPersonalData } from './dataRights';
import { personalDataPdf } from './dataRightsPdf';
import { availability, bookingConfig } from './availability';
import { readIdempotencyKey } from '../lib/idempotency';
import { registerPatient } from './patients';
import { bookingSchemas } from './schemas';
import { isObject, lookupOptions, queryOf, validated, writeOptions } from '../http/routeHelpers';
import { checkParsedBody } from '../http/validation';

function optionalId(query: QueryInput, name: string): number | undefined {
  return query[name] === undefined || query[name] === ''
    ? undefined
    : parseNonNegativeInt(query[name], name, 0);
}

function optionalDate(query: QueryInput, name: 'from' | 'to', lang: Lang): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !isValidIsoDate(value)) {
    throw badRequest(
      {
        id: `Parameter '${name}' harus tanggal YYYY-MM-DD.`,
        en: `Parameter '${name}' must be a YYYY-MM-DD date.`,
      },
      { [name]: validationMessages(lang).date },
    );
  }
  return value;
}

/** Patients, bookings, look-up and cancel, the calendar: the rules live in booking/appointments.ts. */
export function registerBookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const product = ctx.config.product;

  app.post(
    `/${product}.patient`,
    { ...writeOptions(ctx), schema: bookingSchemas.patient },
    async (request, reply) => {
      const input = validated(patientSchema(request.lang), request.body, request.lang);
      checkParsedBody(request);
      return reply.status(201).send(itemOf(await registerPatient(ctx, input)));
    },
  );

  app.post(
    `/${product}.appointment`,
    { ...writeOptions(ctx), schema: bookingSchemas.book },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      const input = parseAppointmentInput(ctx, request.body, request.lang);
      checkParsedBody(request);
      const answer = await createAppointment(ctx, input, bookingFingerprint(input), key, request.lang);
      if (answer.replayed) reply.header('idempotent-replay', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  // The code and the birth date together: a code alone shows nothing (a printed or shared code is
  // not the patient).
  app.get<{ Params: { code: string } }>(
    `/${product}.appointment/:code`,
    { ...lookupOptions(ctx), schema: bookingSchemas.lookUp },
    async (request) => {
      const query = queryOf(request);
      const bornDate = readBornDate(query.born_date, request.lang);
      return itemOf(await lookupAppointment(ctx, request.params.code, bornDate, request.lang));
    },
  );

  app.post<{ Params: { code: string } }>(
    `/${product}.appointment/:code/cancel`,
    { ...lookupOptions(ctx), schema: bookingSchemas.cancel },
    async (request) => {
      const body = isObject(request.body) ? request.body : {};
      const bornDate = readBornDate(body.bornDate ?? body.born_date, request.lang);
      checkParsedBody(request);
      return itemOf(await cancelAppointment(ctx, request.params.code, bornDate, request.lang));
    },
  );

  app.post<{ Params: { code: string } }>(
    `/${product}.appointment/:code/reschedule`,
    { ...lookupOptions(ctx), schema: bookingSchemas.reschedule },
    async (request) => {
      const lang = request.lang;
      const { bornDate, input } = parseRescheduleInput(request.body, lang);
      checkParsedBody(request);
      return itemOf(await rescheduleAppointment(ctx, request.params.code, bornDate, input, lang));
    },
  );

  // The patient's data rights over this booking only (docs/decisions.md, issues 19 and 24, UU PDP): a copy of what
  // is held, and consent withdrawn. Every booking of a person: booking/accessRoutes.ts.
  app.get<{ Params: { code: string } }>(
    `/${product}.appointment/:code/data`,
    { ...lookupOptions(ctx), schema: bookingSchemas.personalData },
    async (request, reply) => {
      const query = queryOf(request);
      const bornDate = readBornDate(query.born_date, request.lang);
      const data = await exportPersonalData(ctx, request.params.code, bornDate, request.lang);
      if (query.format === 'pdf') {
        const file = await personalDataPdf([data], request.lang);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="data-${data.booking.code}.pdf"`)
          .send(file);
      }
      return itemOf(data);
    },
  );

  app.post<{ Params: { code: string } }>(
    `/${product}.appointment/:code/erase`,
    { ...lookupOptions(ctx), schema: bookingSchemas.erase },
    async (request) => {
      const body = isObject(request.body) ? request.body : {};
      const bornDate = readBornDate(body.bornDate ?? body.born_date, request.lang);
      assertConfirmed(body.confirm === true);
      checkParsedBody(request);
      return itemOf(await erasePersonalData(ctx, request.params.code, bornDate, body.confirm === true));
    },
  );

  app.get(`/${product}.availability`, { schema: bookingSchemas.availability }, async (request) => {
    const query = queryOf(request);
    const lang = request.lang;
    const parsed = {
      doctorId: optionalId(query, 'doctor_id'),
      poliId: optionalId(query, 'poli_id'),
      companyId: optionalId(query, 'company_id'),
      from: optionalDate(query, 'from', lang),
      to: optionalDate(query, 'to', lang),
    };
    return itemOf(await availability(ctx, parsed, lang));
  });

  app.get(`/${product}.config.booking`, { schema: bookingSchemas.config }, async () => {
    return itemOf(bookingConfig(ctx));
  });
}
