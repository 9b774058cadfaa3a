import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DeskActionResult, DeskSessionInfo, DeskSessionState } from '@hospital/api-client';
import { deskBookingSchema, deskLateSchema, deskSessionSchema, deskSignInSchema } from '@hospital/domain';
import type { AppContext } from '../context';
import { itemOf, listOf } from '../http/envelope';
import { HttpError } from '../http/errors';
import { jakartaNow, toWibIso } from '../services/clock';
import { DeskActions, type ActionOutcome } from '../services/frontdesk/deskActions';
import { deskSessions } from '../services/frontdesk/liveQueue';
import {
  checkLogin,
  closeSession,
  openSession,
  sessionStaff,
  type StaffRecord,
} from '../services/frontdesk/staffAuth';
import { validated } from './helpers';

/** The desk's session cookie. */
export const DESK_COOKIE = 'desk_session';

const NOT_SIGNED_IN = {
  id: 'Silakan masuk sebagai petugas pendaftaran.',
  en: 'Please sign in as front-desk staff.',
};
const WRONG_LOGIN = {
  id: 'Nama pengguna atau kata sandi salah.',
  en: 'The username or password is wrong.',
};

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffRecord | null;
  }
}

/**
 * The front desk's API (docs/decisions.md, issue 18) under `/frontdesk`: sign-in with a session cookie (HttpOnly,
 * SameSite=Strict, Secure over HTTPS), a CSRF token on every write (@fastify/csrf-protection,
 * double-submit with a secret cookie), the account locked after repeated wrong passwords, every
 * action recorded with who and when. The public API token opens none of it.
 */
export function registerFrontdeskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const actions = new DeskActions(ctx);

  app.register(
    async (desk) => {
      const cookiePath = desk.prefix || '/';
      await desk.register(cookie);
      await desk.register(csrf, {
        sessionPlugin: '@fastify/cookie',
        cookieKey: 'desk_csrf',
        cookieOpts: { path: cookiePath, sameSite: 'strict', httpOnly: true },
      });
      desk.decorateRequest('staff', null);

      const secure = (request: FastifyRequest) => request.protocol === 'https';
      const now = () => ctx.clock();

      // Every route but sign-in and the token itself needs a signed-in session (401 first, so the public
      // token learns nothing more); every write also needs the CSRF token.
      desk.addHook('onRequest', (request, reply, done) => {
        const path = request.routeOptions.url ?? '';
        const signedIn = async () => {
          if (path.endsWith('/csrf') || path.endsWith('/login') || path.endsWith('/session')) return;
          request.staff = await sessionStaff(ctx.db, request.cookies[DESK_COOKIE], now());
          if (!request.staff) throw new HttpError(401, 'unauthorized', NOT_SIGNED_IN);
        };
        signedIn().then(() => {
          // The plugin answers a missing or wrong token itself (403), as a hook of its own would.
          if (request.method === 'POST') desk.csrfProtection(request, reply, done);
          else done();
        }, done);
      });

      const info = async (staff: StaffRecord): Promise<DeskSessionInfo> => {
        const ref = await ctx.ref.get();
        return {
          staff: {
            username: staff.username,
            display_name: staff.displayName,
            company: { id: staff.companyId, name: ref.companies.get(staff.companyId)?.name ?? '' },
          },
        };
      };

      const staffOf = (request: FastifyRequest): StaffRecord => {
        if (!request.staff) throw new HttpError(401, 'unauthorized', NOT_SIGNED_IN);
        return request.staff;
      };

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
        if (!session) throw new HttpError(409, 'session_unavailable', NOT_SIGNED_IN);
        const booking = outcome.code ? (session.bookings.find((b) => b.code === outcome.code) ?? null) : null;
        return { session, booking };
      };

      desk.get('/csrf', async (_request, reply: FastifyReply) => {
        return itemOf({ token: reply.generateCsrf() });
      });

      desk.post(
        '/login',
        { config: { rateLimit: { max: ctx.config.rateLimitLookupsPerMinute, timeWindow: 60_000 } } },
        async (request, reply) => {
          const { username, password } = validated(
            deskSignInSchema(request.lang),
            request.body,
            request.lang,
          );
          const outcome = await checkLogin(ctx.db, username.toLowerCase(), password, now());
          if (!outcome.ok && outcome.reason === 'locked') {
            const at = toWibIso(outcome.until).slice(11, 16);
            throw new HttpError(
              423,
              'account_locked',
              {
                id: `Terlalu banyak kata sandi salah. Akun dikunci sampai pukul ${at.replace(':', '.')} WIB.`,
                en: `Too many wrong passwords. The account is locked until ${at} WIB.`,
              },
              undefined,
              {
                'retry-after': String(
                  Math.max(1, Math.ceil((outcome.until.getTime() - now().getTime()) / 1000)),
                ),
              },
            );
          }
          if (!outcome.ok) throw new HttpError(401, 'unauthorized', WRONG_LOGIN);
          const token = await openSession(ctx.db, outcome.staff.id, now());
          reply.setCookie(DESK_COOKIE, token, {
            path: desk.prefix || '/',
            httpOnly: true,
            sameSite: 'strict',
            secure: secure(request),
          });
          return itemOf(await info(outcome.staff));
        },
      );

      desk.post('/logout', async (request, reply) => {
        await closeSession(ctx.db, request.cookies[DESK_COOKIE]);
        reply.clearCookie(DESK_COOKIE, { path: desk.prefix || '/' });
        return itemOf({ signed_out: true });
      });

      desk.get('/me', async (request) => itemOf(await info(staffOf(request))));

      desk.get('/session', async (request, reply: FastifyReply) => {
        const staff = await sessionStaff(ctx.db, request.cookies[DESK_COOKIE], now());
        const state: DeskSessionState = {
          staff: staff ? (await info(staff)).staff : null,
          csrf_token: reply.generateCsrf(),
        };
        return itemOf(state);
      });

      desk.get('/sessions', async (request) => {
        const staff = staffOf(request);
        const sessions = await deskSessions(ctx, staff.companyId, jakartaNow(now()).today, request.lang);
        return listOf(sessions);
      });

      // A busy desk checks in and calls far more often than a patient books, and the desks of a
      // hospital often share one address: their limit is higher than the public writes'.
      const write = {
        config: {
          rateLimit: { max: Math.max(ctx.config.rateLimitWritesPerMinute, 300), timeWindow: 60_000 },
        },
      };

      desk.post('/check-in', write, async (request) => {
        const { code } = validated(deskBookingSchema(request.lang), request.body, request.lang);
        const outcome = await actions.checkIn(staffOf(request), code);
        return itemOf(await actionResult(request, outcome));
      });

      desk.post('/call', write, async (request) => {
        const body = validated(deskSessionSchema(request.lang), request.body, request.lang);
        const outcome = await actions.call(staffOf(request), body.session_id, body.code || undefined);
        return itemOf(await actionResult(request, outcome));
      });

      desk.post('/no-show', write, async (request) => {
        const { code } = validated(deskBookingSchema(request.lang), request.body, request.lang);
        const outcome = await actions.noShow(staffOf(request), code);
        return itemOf(await actionResult(request, outcome));
      });

      desk.post('/late', write, async (request) => {
        const body = validated(deskLateSchema(request.lang), request.body, request.lang);
        const outcome = await actions.late(staffOf(request), body.session_id, body.minutes);
        return itemOf(await actionResult(request, outcome));
      });

      desk.post('/cancel-session', write, async (request) => {
        const body = validated(deskSessionSchema(request.lang), request.body, request.lang);
        const outcome = await actions.cancelSession(staffOf(request), body.session_id);
        return itemOf(await actionResult(request, outcome));
      });
    },
    { prefix: '/frontdesk' },
  );
}
