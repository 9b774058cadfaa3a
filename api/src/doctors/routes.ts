import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { itemOf, listOf, pageOf } from '../http/envelope';
import { assertKnownParams, parseList, parseNonNegativeInt } from '../http/queryParams';
import { findCompany, listCompanies, listPolis, listSpecialities, POLI_LIST } from './clinics';
import { findDoctor, listDoctors, parseDoctorQuery } from './doctorList';
import { queryOf } from '../http/routeHelpers';

/** Doctors (doctors/doctorList.ts), clinics, specialities and hospitals (doctors/clinics.ts). */
export function registerDoctorRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/web/dokter', async (request) =>
    pageOf(await listDoctors(ctx, parseDoctorQuery(ctx, queryOf(request)), request.lang, false)),
  );
  app.get('/web/jadwal', async (request) =>
    pageOf(await listDoctors(ctx, parseDoctorQuery(ctx, queryOf(request)), request.lang, true)),
  );

  app.get<{ Params: { slug: string } }>('/web/dokter/:slug', async (request) => {
    assertKnownParams(queryOf(request), []);
    return itemOf(await findDoctor(ctx, request.params.slug, request.lang));
  });

  app.get('/web/poli', async (request) =>
    pageOf(await listPolis(ctx, parseList(queryOf(request), POLI_LIST), request.lang)),
  );

  app.get('/web/speciality', async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['company_id']);
    const companyId =
      query.company_id === undefined ? undefined : parseNonNegativeInt(query.company_id, 'company_id', 0);
    return listOf(await listSpecialities(ctx, companyId, request.lang));
  });

  app.get('/web/company', async (request) => {
    assertKnownParams(queryOf(request), []);
    return listOf(await listCompanies(ctx, request.lang));
  });

  app.get<{ Params: { slug: string } }>('/web/company/:slug', async (request) => {
    assertKnownParams(queryOf(request), []);
    return itemOf(await findCompany(ctx, request.params.slug, request.lang));
  });
}
