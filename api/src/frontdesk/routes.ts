import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { DeskActionResult } from '@hospital/contract';
import { deskBookingSchema, deskLateSchema, deskSearchSchema, deskSessionSchema } from '@hospital/domain';
import type { AppContext } from '../context';
import { itemOf, listOf } from '../http/envelope';
import { DomainError } from '../lib/errors';
import { jakartaNow } from '../lib/clock';
import { DeskActions, type ActionOutcome } from './deskActions';
import { searchTodaysBookings } from './deskSearch';
import { deskSessions } from './liveQueue';
import { registerStaffAccess, staffOf } from './authRoutes';
import { validated } from '../http/routeHelpers';
import { deskSchemas } from './schemas';

const SESSION_GONE = {
  id: 'Sesi praktik ini tidak tersedia.',
  en: 'This practice session is not available.',
};

/**
 * The front desk's API (docs/decisions.md, issues 18 and 24) under `/frontdesk`: staff sign in with a
 * password and a second factor (frontdesk/authRoutes.ts: session cookie HttpOnly, SameSite=Strict,
 * Secure over HTTPS; a CSRF token bound to the session on every write; wrong attempts slowed per
 * username and client), then check in, call and post notices, every action recorded with who and
 * when. The public API token opens none of it.
 */
export function registerFrontdeskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const actions = new DeskActions(ctx);

  app.register(
    async (desk) => {
      await registerStaffAccess(desk, ctx);
      const now = () => ctx.clock();

      /** The session after an action, and the booking it touched. */
      const actionResult = async (
        request: FastifyRequest,
        outcome: ActionOutcome,
      ): Promise<DeskActionResult> => {
        const staff = staffOf(request);
        const [session] = await deskSessions(
          ctx,
          staff.companyId,
          outcome.visitDate,
          request.lang,
          outcome.sessionId,
        );
        if (!session) throw new DomainError('session_unavailable', SESSION_GONE);
        const booking = outcome.code ? (session.bookings.find((b) => b.code === outcome.code) ?? null) : null;
        return { session, booking };
      };

      desk.get('/sessions', { schema: deskSchemas.sessions }, async (request) => {
        const staff = staffOf(request);
        const sessions = await deskSessions(ctx, staff.companyId, jakartaNow(now()).today, request.lang);
        return listOf(sessions);
      });

      // A busy desk checks in and calls far more often than a patient books, and the desks of a
      // hospital often share one address: their limit is higher than the public writes'.
      const limit = {
        rateLimit: { max: Math.max(ctx.config.rateLimitWritesPerMinute, 300), timeWindow: 60_000 },
      };
      const write = (schema: FastifySchema) => ({ config: limit, schema });

      // Find a patient of today by code, name, phone or the last digits of the NIK (docs/decisions.md,
      // issue 26): limited like the writes, since each answer names patients.
      desk.get('/search', write(deskSchemas.search), async (request) => {
        const { q } = validated(deskSearchSchema(request.lang), request.query, request.lang);
        return listOf(await searchTodaysBookings(ctx, staffOf(request), q, request.lang));
      });

      desk.post('/check-in', write(deskSchemas.checkIn), async (request) => {
        const { code } = validated(deskBookingSchema(request.lang), request.body, request.lang);
        const outcome = await actions.checkIn(staffOf(request), code);
        return itemOf(await actionResult(request, outcome));
      });

      desk.post('/call', write(deskSchemas.call), async (request) => {
        const body = validated(deskSessionSchema(request.lang), request.body, request.lang);
        const outcome = await actions.call(staffOf(request), body.session_id, body.code || undefined);
        return itemOf(await actionResult(request, outcome));
      });

      desk.post('/no-show', write(deskSchemas.noShow), async (request) => {
        const { code } = validated(deskBookingSchema(request.lang), request.body, request.lang);
        const outcome = await actions.noShow(staffOf(request), code);
        return itemOf(await actionResult(request, outcome));
      });

      desk.post('/late', write(deskSchemas.late), async (request) => {
        const body = validated(deskLateSchema(request.lang), request.body, request.lang);
        const outcome = await actions.late(staffOf(request), body.session_id, body.minutes);
        return itemOf(await actionResult(request, outcome));
      });

      desk.post('/cancel-session', write(deskSchemas.cancelSession), async (request) => {
        const body = validated(deskSessionSchema(request.lang), request.body, request.lang);
        const outcome = await actions.cancelSession(staffOf(request), body.session_id);
        return itemOf(await actionResult(request, outcome));
      });
    },
    { prefix: '/frontdesk' },
  );
}
