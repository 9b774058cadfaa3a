import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { itemOf, listOf, pageOf } from '../http/envelope';
import { parseList, parseNonNegativeInt } from '../http/queryParams';
import { findCompany, listCompanies, listPolis, listSpecialities, POLI_LIST } from './clinics';
import { findDoctor, listDoctors, parseDoctorQuery } from './doctorList';
import { queryOf } from '../http/routeHelpers';
import { doctorSchemas } from './schemas';

/** Doctors (doctors/doctorList.ts), clinics, specialities and hospitals (doctors/clinics.ts). */
export function registerDoctorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const schemas = doctorSchemas(ctx.config.bookingWindowDays);
  app.get('/web/dokter', { schema: schemas.doctors }, async (request) =>
    pageOf(await listDoctors(ctx, parseDoctorQuery(ctx, queryOf(request)), request.lang, false)),
  );
  app.get('/web/jadwal', { schema: schemas.schedule }, async (request) =>
    pageOf(await listDoctors(ctx, parseDoctorQuery(ctx, queryOf(request)), request.lang, true)),
  );

  app.get<{ Params: { slug: string } }>('/web/dokter/:slug', { schema: schemas.doctor }, async (request) => {
    return itemOf(await findDoctor(ctx, request.params.slug, request.lang));
  });

  app.get('/web/poli', { schema: schemas.polis }, async (request) =>
    pageOf(await listPolis(ctx, parseList(queryOf(request), POLI_LIST), request.lang)),
  );

  app.get('/web/speciality', { schema: schemas.specialities }, async (request) => {
    const query = queryOf(request);
    const companyId =
      query.company_id === undefined || query.company_id === ''
        ? undefined
        : parseNonNegativeInt(query.company_id, 'company_id', 0);
    return listOf(await listSpecialities(ctx, companyId, request.lang));
  });

  app.get('/web/company', { schema: schemas.companies }, async (request) => {
    return listOf(await listCompanies(ctx, request.lang));
  });

  app.get<{ Params: { slug: string } }>(
    '/web/company/:slug',
    { schema: schemas.company },
    async (request) => {
      return itemOf(await findCompany(ctx, request.params.slug, request.lang));
    },
  );
}
