import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  DeskEndedSignIns,
  DeskEnrolled,
  DeskLoginResult,
  DeskSessionInfo,
  DeskSessionState,
  DeskSignedIn,
  DeskSignedOut,
  DeskSignInStep,
} from '@hospital/contract';
import {
  deskEndSignInsSchema,
  deskEnrolSchema,
  deskSecondFactorSchema,
  deskSignInSchema,
  formatRecoveryCode,
} from '@hospital/domain';
import type { AppContext } from '../context';
import type { Localized } from '../db/schema';
import { itemOf, listOf } from '../http/envelope';
import { DomainError, notFound } from '../lib/errors';
import { toDeskSignIn, toDeskStaff } from './mappers';
import { deskCsrfKey, openTotpSecret, sealTotpSecret } from '../security/crypto';
import { toWibIso } from '../lib/clock';
import {
  claimFactorAttempt,
  claimTotpStep,
  enrolmentOf,
  forgetFactorFailures,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodesLeft,
  saveEnrolment,
  useRecoveryCode,
  verifyTotp,
} from './secondFactor';
import {
  checkPassword,
  closeSession,
  closeSessionById,
  closeSessionsOf,
  hashToken,
  liveSession,
  newDeviceToken,
  openSession,
  recordStaffEvent,
  rememberDevice,
  sessionStaff,
  signInById,
  signIns,
  staffByUsername,
  type LiveSession,
  type SessionRecord,
  type StaffRecord,
} from './staffAuth';
import { validated } from '../http/routeHelpers';
import { deskSchemas } from './schemas';

/** The desk's session cookie. */
export const DESK_COOKIE = 'desk_session';
/** A desk browser's own random id, kept a year: where a person signed in before (see `checkPassword`). */
export const DEVICE_COOKIE = 'desk_device';
const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;

const NOT_SIGNED_IN = {
  id: 'Silakan masuk sebagai petugas pendaftaran.',
  en: 'Please sign in as front-desk staff.',
};
const WRONG_LOGIN = {
  id: 'Nama pengguna atau kata sandi salah.',
  en: 'The username or password is wrong.',
};
const STEP_ENDED = {
  id: 'Langkah masuk ini sudah berakhir. Masukkan nama pengguna dan kata sandi lagi.',
  en: 'This sign-in step has ended. Enter your username and password again.',
};
const WRONG_TOTP = {
  id: 'Kode salah atau sudah dipakai. Tunggu kode berikutnya di aplikasi, lalu coba lagi.',
  en: 'The code is wrong or was already used. Wait for the next code in the app, then try again.',
};
const WRONG_RECOVERY = {
  id: 'Kode pemulihan salah atau sudah dipakai.',
  en: 'The recovery code is wrong or was already used.',
};
const SUPERVISORS_ONLY = {
  id: 'Hanya supervisor yang dapat mengakhiri sesi masuk rekan.',
  en: "Only a supervisor can end a colleague's sign-ins.",
};
const SIGN_IN_GONE = {
  id: 'Sesi masuk ini tidak ada atau sudah berakhir.',
  en: 'This sign-in does not exist or has already ended.',
};
const NO_SUCH_COLLEAGUE = {
  id: 'Petugas ini tidak terdaftar di rumah sakit Anda.',
  en: "This person is not on your hospital's desk.",
};

/** "in 15 seconds", or "after 07.42 WIB" for longer waits. */
function waitText(until: Date, now: Date): Localized {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  if (seconds < 60) return { id: `dalam ${seconds} detik`, en: `in ${seconds} seconds` };
  const at = toWibIso(new Date(Math.ceil(until.getTime() / 60_000) * 60_000)).slice(11, 16);
  return { id: `setelah pukul ${at.replace(':', '.')} WIB`, en: `after ${at} WIB` };
}

function tooManyAttempts(until: Date, now: Date, message: (wait: Localized) => Localized): DomainError {
  const retryAfter = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new DomainError('too_many_attempts', message(waitText(until, now)), undefined, retryAfter);
}

const passwordsThrottled = (wait: Localized): Localized => ({
  id: `Terlalu banyak percobaan yang salah dari perangkat ini. Coba lagi ${wait.id}. Dari komputer yang pernah Anda pakai untuk masuk, Anda tetap dapat masuk.`,
  en: `Too many wrong attempts from this device. Try again ${wait.en}. From a computer you have signed in on before, you can still sign in.`,
});
const codesThrottled = (wait: Localized): Localized => ({
  id: `Terlalu banyak kode yang salah. Coba lagi ${wait.id}.`,
  en: `Too many wrong codes. Try again ${wait.en}.`,
});

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffRecord | null;
    deskSession: SessionRecord | null;
  }
}

/** The signed-in person of a guarded route (the hook has checked). */
export function staffOf(request: FastifyRequest): StaffRecord {
  if (!request.staff) throw new DomainError('unauthorized', NOT_SIGNED_IN);
  return request.staff;
}

/** Routes a browser reaches before (or while) signing in; every other desk route needs a full session. */
const OPEN_ROUTES = new Set(['/csrf', '/session', '/login', '/second-factor', '/enrol']);
/** Routes for any session, half-open ones too (leaving the second step is signing out). */
const ANY_SESSION_ROUTES = new Set(['/logout']);

/**
 * The desk's access (docs/decisions.md, issues 18 and 24; api/README.md, "Staff sign-in"): the cookie
 * and CSRF plugins, the hook that guards every other desk route, and the sign-in routes. The CSRF
 * token is bound to the session it was issued for (@fastify/csrf-protection's `getUserInfo`, keyed by
 * the session cookie), so a token taken from one session is refused in another, and a new session
 * (each sign-in step opens one) comes with a new token.
 */
export async function registerStaffAccess(desk: FastifyInstance, ctx: AppContext): Promise<void> {
  const cookiePath = desk.prefix || '/';
  const now = () => ctx.clock();
  await desk.register(cookie);
  await desk.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'desk_csrf',
    cookieOpts: { path: cookiePath, sameSite: 'strict', httpOnly: true },
    getUserInfo: (request) => hashToken(request.cookies[DESK_COOKIE] ?? ''),
    csrfOpts: { hmacKey: deskCsrfKey(ctx.config.secrets) },
  });
  desk.decorateRequest('staff', null);
  desk.decorateRequest('deskSession', null);

  const secure = (request: FastifyRequest) => request.protocol === 'https';
  const csrfFor = (reply: FastifyReply, sessionToken: string | undefined) =>
    reply.generateCsrf({ userInfo: hashToken(sessionToken ?? '') });
  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(DESK_COOKIE, token, {
      path: cookiePath,
      httpOnly: true,
      sameSite: 'strict',
      secure: secure(request),
    });
  const clearSessionCookie = (reply: FastifyReply) => reply.clearCookie(DESK_COOKIE, { path: cookiePath });
  /** The browser's device cookie, made on its first visit to the desk. */
  const deviceOf = (request: FastifyRequest, reply: FastifyReply): string => {
    const existing = request.cookies[DEVICE_COOKIE];
    if (existing && existing.length <= 200) return existing;
    const token = newDeviceToken();
    reply.setCookie(DEVICE_COOKIE, token, {
      path: cookiePath,
      httpOnly: true,
      sameSite: 'strict',
      secure: secure(request),
      maxAge: DEVICE_COOKIE_SECONDS,
    });
    return token;
  };
  const address = (request: FastifyRequest) => request.ip ?? 'unknown';

  // Every route but the open ones needs a signed-in session (401 first, so the public token learns
  // nothing more); every write also needs the CSRF token of this session.
  desk.addHook('onRequest', (request, reply, done) => {
    const path = (request.routeOptions.url ?? '').slice(desk.prefix.length);
    const signedIn = async () => {
      if (OPEN_ROUTES.has(path)) return;
      const token = request.cookies[DESK_COOKIE];
      const live = ANY_SESSION_ROUTES.has(path)
        ? await liveSession(ctx.db, token, now())
        : await sessionStaff(ctx.db, token, now());
      if (!live) throw new DomainError('unauthorized', NOT_SIGNED_IN);
      request.staff = live.staff;
      request.deskSession = live.session;
    };
    signedIn().then(() => {
      // The plugin answers a missing or wrong token itself (403), as a hook of its own would.
      if (request.method === 'POST') desk.csrfProtection(request, reply, done);
      else done();
    }, done);
  });

  const staffInfo = async (staff: StaffRecord) => toDeskStaff(staff, await ctx.ref.get());

  /** The half-open session of a sign-in step, or a 401 that sends the desk back to the password. */
  const stepSession = async (request: FastifyRequest, stage: 'second_factor' | 'enrol') => {
    const live = await liveSession(ctx.db, request.cookies[DESK_COOKIE], now());
    if (!live || live.session.stage !== stage) throw new DomainError('unauthorized', STEP_ENDED);
    return live;
  };

  /**
   * The second factor passed: the half-open session ends and a full one starts with a new token
   * (ASVS 5.0 7.2.4), this browser becomes one of the person's own, and the sign-in is recorded.
   */
  const completeSignIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    live: LiveSession,
    detail: Record<string, unknown>,
  ): Promise<DeskSignedIn> => {
    const at = now();
    await closeSession(ctx.db, request.cookies[DESK_COOKIE]);
    const token = await openSession(ctx.db, live.staff.id, at, {
      stage: 'full',
      clientAddress: address(request),
    });
    await rememberDevice(ctx.db, live.staff.id, deviceOf(request, reply), at);
    await recordStaffEvent(ctx.db, live.staff, 'sign_in', { ...detail, address: address(request) }, at);
    setSessionCookie(request, reply, token);
    return {
      staff: await staffInfo(live.staff),
      csrf_token: csrfFor(reply, token),
      recovery_codes_left: await recoveryCodesLeft(ctx.db, live.staff.id),
    };
  };

  const attempts = {
    config: { rateLimit: { max: ctx.config.rateLimitLookupsPerMinute, timeWindow: 60_000 } },
  };
  /**
   * A sign-in step's route: its half-open session is checked before the body (the route schema), as the
   * guarded routes' session is, so a browser without that step learns nothing about the body (401).
   */
  const signInStep = (stage: 'second_factor' | 'enrol') => ({
    ...attempts,
    schema: stage === 'enrol' ? deskSchemas.enrol : deskSchemas.secondFactor,
    preValidation: async (request: FastifyRequest) => {
      const live = await stepSession(request, stage);
      request.staff = live.staff;
      request.deskSession = live.session;
    },
  });
  /** The half-open session the route's `signInStep` hook found. */
  const stepOf = (request: FastifyRequest): LiveSession => {
    if (!request.staff || !request.deskSession) throw new DomainError('unauthorized', STEP_ENDED);
    return { staff: request.staff, session: request.deskSession };
  };

  desk.get('/csrf', { schema: deskSchemas.csrf }, async (request, reply: FastifyReply) => {
    deviceOf(request, reply);
    return itemOf({ token: csrfFor(reply, request.cookies[DESK_COOKIE]) });
  });

  desk.get('/session', { schema: deskSchemas.session }, async (request, reply: FastifyReply) => {
    deviceOf(request, reply);
    const token = request.cookies[DESK_COOKIE];
    const live = await liveSession(ctx.db, token, now());
    // A cookie of a session that is over is dropped, and the token below is bound to no session.
    if (!live && token) clearSessionCookie(reply);
    const stage = live?.session.stage;
    const step: DeskSignInStep = !live
      ? 'signed_out'
      : stage === 'full'
        ? 'signed_in'
        : (stage as DeskSignInStep);
    const pending = live?.session.pendingTotpSecretEncrypted;
    const secret =
      live && stage === 'enrol' && pending
        ? openTotpSecret(ctx.config.secrets, live.staff.username, pending)
        : null;
    const state: DeskSessionState = {
      step,
      staff: live && stage === 'full' ? await staffInfo(live.staff) : null,
      enrolment: live && secret ? await enrolmentOf(live.staff.username, secret) : null,
      csrf_token: csrfFor(reply, live ? token : undefined),
    };
    return itemOf(state);
  });

  desk.post('/login', { ...attempts, schema: deskSchemas.login }, async (request, reply) => {
    const { username, password } = validated(deskSignInSchema(request.lang), request.body, request.lang);
    const at = now();
    const outcome = await checkPassword(
      ctx.db,
      username.toLowerCase(),
      password,
      { address: address(request), deviceToken: deviceOf(request, reply) },
      at,
    );
    if (!outcome.ok && outcome.reason === 'throttled')
      throw tooManyAttempts(outcome.retryAt, at, passwordsThrottled);
    if (!outcome.ok) throw new DomainError('unauthorized', WRONG_LOGIN);
    const { staff } = outcome;
    // Whatever session this browser had ends: each step of a sign-in gets a token of its own.
    await closeSession(ctx.db, request.cookies[DESK_COOKIE]);
    const enrolling = !staff.totpSecretEncrypted;
    const secret = enrolling ? newTotpSecret() : null;
    const token = await openSession(ctx.db, staff.id, at, {
      stage: enrolling ? 'enrol' : 'second_factor',
      clientAddress: address(request),
      pendingSecret: secret ? sealTotpSecret(ctx.config.secrets, staff.username, secret) : undefined,
    });
    setSessionCookie(request, reply, token);
    const result: DeskLoginResult = {
      step: enrolling ? 'enrol' : 'second_factor',
      enrolment: secret ? await enrolmentOf(staff.username, secret) : null,
      csrf_token: csrfFor(reply, token),
    };
    return itemOf(result);
  });

  desk.post('/second-factor', signInStep('second_factor'), async (request, reply) => {
    const live = stepOf(request);
    const { method, code } = validated(deskSecondFactorSchema(request.lang), request.body, request.lang);
    const at = now();
    const { staff } = live;
    const claim = await claimFactorAttempt(ctx.db, staff.id, at);
    if (!claim.ok) throw tooManyAttempts(claim.retryAt, at, codesThrottled);
    let right = false;
    if (method === 'recovery') {
      right = await useRecoveryCode(ctx.db, staff.id, code, at);
    } else {
      const secret = staff.totpSecretEncrypted
        ? openTotpSecret(ctx.config.secrets, staff.username, staff.totpSecretEncrypted)
        : null;
      const step = secret ? await verifyTotp(secret, code, at, staff.totpLastStep) : null;
      right = step !== null && (await claimTotpStep(ctx.db, staff.id, step));
    }
    if (!right) throw new DomainError('wrong_code', method === 'recovery' ? WRONG_RECOVERY : WRONG_TOTP);
    await forgetFactorFailures(ctx.db, staff.id);
    if (method === 'recovery') await recordStaffEvent(ctx.db, staff, 'recovery_code_used', {}, at);
    return itemOf(await completeSignIn(request, reply, live, { method }));
  });

  desk.post('/enrol', signInStep('enrol'), async (request, reply) => {
    const live = stepOf(request);
    const { code } = validated(deskEnrolSchema(request.lang), request.body, request.lang);
    const at = now();
    const { staff } = live;
    const claim = await claimFactorAttempt(ctx.db, staff.id, at);
    if (!claim.ok) throw tooManyAttempts(claim.retryAt, at, codesThrottled);
    const pending = live.session.pendingTotpSecretEncrypted;
    const secret = pending ? openTotpSecret(ctx.config.secrets, staff.username, pending) : null;
    const step = secret ? await verifyTotp(secret, code, at, null) : null;
    if (!secret || step === null) throw new DomainError('wrong_code', WRONG_TOTP);
    const codes = newRecoveryCodes();
    const enrolled = await saveEnrolment(
      ctx.db,
      staff.id,
      sealTotpSecret(ctx.config.secrets, staff.username, secret),
      step,
      codes,
    );
    if (!enrolled) throw new DomainError('unauthorized', STEP_ENDED);
    await recordStaffEvent(ctx.db, staff, 'enrol', {}, at);
    const signedIn = await completeSignIn(request, reply, live, { method: 'enrol' });
    const result: DeskEnrolled = { ...signedIn, recovery_codes: codes.map(formatRecoveryCode) };
    return itemOf(result);
  });

  /** Signed out: the cookie goes, and a CSRF token bound to no session comes for the next sign-in. */
  const signedOut = (reply: FastifyReply, ended: number): DeskSignedOut => {
    clearSessionCookie(reply);
    return { signed_out: true, ended, csrf_token: csrfFor(reply, undefined) };
  };

  desk.post('/logout', { schema: deskSchemas.logout }, async (request, reply) => {
    const staff = staffOf(request);
    const full = request.deskSession?.stage === 'full';
    await closeSession(ctx.db, request.cookies[DESK_COOKIE]);
    if (full) await recordStaffEvent(ctx.db, staff, 'sign_out', {}, now());
    return itemOf(signedOut(reply, full ? 1 : 0));
  });

  // Ends every session of the person, this one too: whoever else holds one (a forgotten browser, a
  // stolen cookie) is out, and so is the caller, so nothing is gained by pressing it in someone
  // else's session.
  desk.post('/logout-everywhere', { schema: deskSchemas.logoutEverywhere }, async (request, reply) => {
    const staff = staffOf(request);
    const ended = await closeSessionsOf(ctx.db, staff.id);
    await recordStaffEvent(ctx.db, staff, 'sign_out_everywhere', { ended }, now());
    return itemOf(signedOut(reply, ended));
  });

  desk.get('/me', { schema: deskSchemas.me }, async (request) => {
    const info: DeskSessionInfo = { staff: await staffInfo(staffOf(request)) };
    return itemOf(info);
  });

  // A supervisor sees the hospital's signed-in desks; anyone else their own sign-ins.
  desk.get('/sign-ins', { schema: deskSchemas.signIns }, async (request) => {
    const staff = staffOf(request);
    const scope = staff.role === 'supervisor' ? { companyId: staff.companyId } : { staffId: staff.id };
    const rows = await signIns(ctx.db, scope, now());
    const current = request.deskSession?.tokenHash ?? null;
    return listOf(rows.map((row) => toDeskSignIn(row, current)));
  });

  desk.post('/sign-ins/end', { schema: deskSchemas.endSignIns }, async (request) => {
    const me = staffOf(request);
    const body = validated(deskEndSignInsSchema(request.lang), request.body, request.lang);
    const supervisor = me.role === 'supervisor';
    let target: StaffRecord | null;
    let ended: number;
    if (body.id !== undefined) {
      const row = await signInById(ctx.db, body.id);
      target = row?.staff ?? null;
      // One's own sign-ins anyone may end; a colleague's only a supervisor of the same hospital.
      if (target?.id !== me.id && !supervisor) throw new DomainError('forbidden', SUPERVISORS_ONLY);
      if (!row || !target || target.companyId !== me.companyId) throw notFound(SIGN_IN_GONE);
      ended = await closeSessionById(ctx.db, body.id);
    } else {
      target = await staffByUsername(ctx.db, body.username ?? '');
      if (target?.id !== me.id && !supervisor) throw new DomainError('forbidden', SUPERVISORS_ONLY);
      if (!target || target.companyId !== me.companyId) throw notFound(NO_SUCH_COLLEAGUE);
      ended = await closeSessionsOf(ctx.db, target.id);
    }
    await recordStaffEvent(
      ctx.db,
      me,
      'end_sign_ins',
      { username: target.username, ended, ...(body.id !== undefined ? { sign_in: body.id } : {}) },
      now(),
    );
    const result: DeskEndedSignIns = { ended };
    return itemOf(result);
  });
}
