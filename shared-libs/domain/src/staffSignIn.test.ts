import {
  formatRecoveryCode,
  isRecoveryCodeShape,
  normaliseRecoveryCode,
  normaliseTotpCode,
  signInDelaySeconds,
  SIGN_IN_MAX_DELAY_SECONDS,
} from './staffSignIn';

describe('docs/decisions.md, issue 24: the numbers of the desk sign-in', () => {
  it('three wrong attempts are free, then each waits twice as long as the one before, up to 30 minutes', () => {
    const waits = Array.from({ length: 13 }, (_, failures) => signInDelaySeconds(failures));
    expect(waits).toEqual([0, 0, 0, 15, 30, 60, 120, 240, 480, 960, 1800, 1800, 1800]);
    expect(signInDelaySeconds(10_000)).toBe(SIGN_IN_MAX_DELAY_SECONDS);
    expect(signInDelaySeconds(Number.NaN)).toBe(0);
  });

  it('one client gets 56 guesses on one account in its first day (3 free, 7 growing waits, then 2 an hour)', () => {
    let elapsed = 0;
    let guesses = 0;
    while (elapsed <= 24 * 3600) {
      guesses += 1;
      elapsed += signInDelaySeconds(guesses);
    }
    expect(guesses).toBe(56);
  });

  it('a recovery code as typed from paper: any case, spaces or a dash, O for 0 and I or L for 1', () => {
    expect(normaliseRecoveryCode(' abcde-12345 ')).toBe('ABCDE12345');
    expect(normaliseRecoveryCode('MEDKA 2O26l')).toBe('MEDKA20261');
    expect(isRecoveryCodeShape('MEDKA20261')).toBe(true);
    expect(isRecoveryCodeShape('MEDKA2026')).toBe(false);
    // U is not in Crockford's alphabet (and I, L, O never survive normalising).
    expect(isRecoveryCodeShape('UUUUU00000')).toBe(false);
    expect(formatRecoveryCode('MEDKA20261')).toBe('MEDKA-20261');
  });

  it('a TOTP code loses the space or dash an app shows', () => {
    expect(normaliseTotpCode('123 456')).toBe('123456');
    expect(normaliseTotpCode('123-456')).toBe('123456');
  });
});
