import type { FastifyInstance } from 'fastify';
import { bookingAccessSchema } from '@hospital/domain';
import type { AppContext } from '../context';
import { itemOf } from '../http/envelope';
import {
  bookingAccess,
  bookingAccessData,
  bookingAccessRequested,
  eraseBookingAccess,
  writeBookingAccessLinks,
} from './access';
import { personalDataPdf } from './dataRightsPdf';
import { bookingSchemas } from './schemas';
import { isObject, lookupOptions, queryOf, validated } from '../http/routeHelpers';
import { checkParsedBody } from '../http/validation';
import { assertConfirmed } from './dataRights';

/**
 * Rights over every booking of a person (docs/decisions.md, issue 24): a NIK and a birth date make the
 * hospital mail each booking's own contact a link; the link opens the bookings made with that address.
 */
export function registerBookingAccessRoutes(app: FastifyInstance, ctx: AppContext): void {
  const product = ctx.config.product;

  app.post(
    `/${product}.booking_access`,
    { ...lookupOptions(ctx), schema: bookingSchemas.accessRequest },
    async (request, reply) => {
      const lang = request.lang;
      const input = validated(bookingAccessSchema(lang), request.body, lang);
      checkParsedBody(request);
      // The answer goes first and is the same for every NIK: neither its words nor its time say
      // whether the patient exists or has bookings with an e-mail.
      setImmediate(() => {
        writeBookingAccessLinks(ctx, input, lang).catch((error: unknown) =>
          request.log.error({ err: error }, 'booking access: links not written'),
        );
      });
      return reply.status(202).send(itemOf(bookingAccessRequested(ctx, lang)));
    },
  );

  app.get<{ Params: { token: string } }>(
    `/${product}.booking_access/:token`,
    { ...lookupOptions(ctx), schema: bookingSchemas.access },
    async (request) => {
      return itemOf(await bookingAccess(ctx, request.params.token, request.lang));
    },
  );

  app.get<{ Params: { token: string } }>(
    `/${product}.booking_access/:token/data`,
    { ...lookupOptions(ctx), schema: bookingSchemas.accessData },
    async (request, reply) => {
      const query = queryOf(request);
      const data = await bookingAccessData(ctx, request.params.token, request.lang);
      if (query.format === 'pdf') {
        const file = await personalDataPdf(data.bookings, request.lang);
        return reply
          .type('application/pdf')
          .header('content-disposition', 'attachment; filename="data-bookings.pdf"')
          .send(file);
      }
      return itemOf(data);
    },
  );

  app.post<{ Params: { token: string } }>(
    `/${product}.booking_access/:token/erase`,
    { ...lookupOptions(ctx), schema: bookingSchemas.accessErase },
    async (request) => {
      const body = isObject(request.body) ? request.body : {};
      assertConfirmed(body.confirm === true);
      checkParsedBody(request);
      return itemOf(await eraseBookingAccess(ctx, request.params.token, body.confirm === true));
    },
  );
}
