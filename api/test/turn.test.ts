import { createHmac } from 'node:crypto';
import { testConfig, turnFrom } from '../src/config';
import { iceServersFor, turnCredential } from '../src/telemedicine/turn';

// coturn's REST scheme (`use-auth-secret`): username `<expiry>:<id>`, password
// base64(HMAC-SHA1(static-auth-secret, username)). These figures were computed independently:
// printf '%s' '1800003600:patient-0a1b2c3d4e5f' | openssl dgst -sha1 -hmac 'north-wind' -binary | base64
const KNOWN = {
  secret: 'north-wind',
  now: new Date(1_800_000_000_000),
  username: '1800003600:patient-0a1b2c3d4e5f',
  credential: 'FhN/ebPfA2RVzEvN+1Hthn/V9qo=',
};

describe('TURN credentials (coturn REST scheme)', () => {
  it('makes the username from the expiry and the password from the HMAC-SHA1 of the username', () => {
    const made = turnCredential(KNOWN.secret, 3600, 'patient', KNOWN.now, '0a1b2c3d4e5f');
    expect(made.username).toBe(KNOWN.username);
    expect(made.credential).toBe(createHmac('sha1', KNOWN.secret).update(KNOWN.username).digest('base64'));
    expect(made.credential).toBe(KNOWN.credential);
    expect(made.expiresAt.toISOString()).toBe(new Date(1_800_003_600_000).toISOString());
  });

  it('gives a new random id every time, never the same username twice', () => {
    const a = turnCredential('s', 60, 'doctor');
    const b = turnCredential('s', 60, 'doctor');
    expect(a.username).toMatch(/^\d{10}:doctor-[0-9a-f]{12}$/);
    expect(a.username).not.toBe(b.username);
    expect(a.credential).not.toBe(b.credential);
  });

  it('adds the relay after the configured ICE servers; without TURN_URLS only those', () => {
    const stun = [{ urls: 'stun:stun.example:3478' }];
    expect(iceServersFor(stun, null, 'patient')).toEqual(stun);
    const turn = { urls: ['turn:127.0.0.1:3478?transport=udp'], secret: KNOWN.secret, ttlSeconds: 3600 };
    const [first, relay] = iceServersFor(stun, turn, 'patient', KNOWN.now);
    expect(first).toEqual(stun[0]);
    expect(relay.urls).toEqual(turn.urls);
    expect(relay.username).toMatch(/^1800003600:patient-[0-9a-f]{12}$/);
    expect(relay.credential).toBe(
      createHmac('sha1', KNOWN.secret)
        .update(relay.username ?? '')
        .digest('base64'),
    );
  });

  it('reads TURN_URLS, TURN_SECRET and TURN_TTL_SECONDS together, refuses one without the other', () => {
    expect(turnFrom({})).toBeNull();
    expect(testConfig().turn).toBeNull();
    expect(
      turnFrom({ TURN_URLS: 'turn:a.example:3478, turns:a.example:443?transport=tcp', TURN_SECRET: 'x' }),
    ).toEqual({
      urls: ['turn:a.example:3478', 'turns:a.example:443?transport=tcp'],
      secret: 'x',
      ttlSeconds: 4 * 3600,
    });
    expect(
      turnFrom({ TURN_URLS: 'turn:a.example', TURN_SECRET: 'x', TURN_TTL_SECONDS: '600' })?.ttlSeconds,
    ).toBe(600);
    expect(() => turnFrom({ TURN_URLS: 'turn:a.example' })).toThrow(/go together/);
    expect(() => turnFrom({ TURN_SECRET: 'x' })).toThrow(/go together/);
    expect(() => turnFrom({ TURN_URLS: 'https://a.example', TURN_SECRET: 'x' })).toThrow(/turn: or turns:/);
  });
});
