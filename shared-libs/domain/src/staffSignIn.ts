/**
 * The numbers of the desk staff's sign-in (docs/decisions.md, issue 24; api/README.md, "Staff
 * sign-in"), shared by the API that enforces them and the desk that explains them.
 *
 * Wrong passwords slow down the one client that sent them (the account *and* the client together,
 * never the account alone: whoever knows a username must not be able to lock that desk out of its
 * morning). The first few are free, for typing errors; then each further attempt waits twice as long
 * as the one before, up to a ceiling. The same schedule slows wrong second-factor codes, which only
 * someone holding the password can send, and which therefore count on the account itself.
 */

/** Wrong attempts in a row that cost nothing (typing errors). */
export const SIGN_IN_FREE_ATTEMPTS = 3;
/** The wait after the first counted failure; it doubles with each further one. */
export const SIGN_IN_FIRST_DELAY_SECONDS = 15;
/** The longest wait between two attempts of one client on one account. */
export const SIGN_IN_MAX_DELAY_SECONDS = 30 * 60;
/** Failures older than this are forgotten (a new day starts from the free attempts). */
export const SIGN_IN_FORGET_AFTER_HOURS = 24;

/**
 * Seconds a client must wait before its next attempt, after `failures` wrong attempts in a row:
 * 0, 0, 15, 30, 60, 120, 240, 480, 960, then 1800 (30 min) from the tenth failure on.
 */
export function signInDelaySeconds(failures: number): number {
  if (!(failures >= SIGN_IN_FREE_ATTEMPTS)) return 0;
  const doublings = Math.min(failures - SIGN_IN_FREE_ATTEMPTS, 30);
  return Math.min(SIGN_IN_FIRST_DELAY_SECONDS * 2 ** doublings, SIGN_IN_MAX_DELAY_SECONDS);
}

/** A desk session ends after this long without a request… */
export const DESK_SESSION_IDLE_MINUTES = 30;
/** …and this long after the sign-in however active it is (one working day with its overtime). */
export const DESK_SESSION_HOURS = 10;
/** Between a right password and the second factor: the half-open session's whole life. */
export const DESK_SECOND_FACTOR_MINUTES = 5;
/** Signed-in sessions one person may hold at once; a further sign-in ends the oldest. */
export const DESK_MAX_SESSIONS_PER_STAFF = 5;

/** Recovery codes given at enrolment: each opens one sign-in, once. */
export const RECOVERY_CODE_COUNT = 10;
/**
 * Crockford's base32: no I, L, O or U, so a code copied by hand from paper cannot be misread
 * (`normaliseRecoveryCode` reads O as 0 and I or L as 1). 10 characters: 50 bits each.
 */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODE_LENGTH = 10;

/** `abcde-12345`, ` ABCDE 12345 ` and `ABCDE12345` are one code; O is 0, I and L are 1. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** Whether a normalised code has the shape of a recovery code. */
export function isRecoveryCodeShape(normalised: string): boolean {
  return (
    normalised.length === RECOVERY_CODE_LENGTH &&
    [...normalised].every((c) => RECOVERY_CODE_ALPHABET.includes(c))
  );
}

/** How a code is shown and printed: two groups of five (`ABCDE-12345`). */
export function formatRecoveryCode(normalised: string): string {
  return `${normalised.slice(0, 5)}-${normalised.slice(5)}`;
}

/** A TOTP code as typed, without the spaces or dash an authenticator app shows (`123 456` is `123456`). */
export function normaliseTotpCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

export const TOTP_CODE_PATTERN = /^\d{6}$/;
