import { entryUrl, remoteBaseUrl } from '../src/release/entryUrl';
import { contentSecurityPolicy, permissionsPolicy } from '../src/server/securityHeaders';

describe('entry URLs', () => {
  it('are relative to the site by default', () => {
    expect(entryUrl('mf-booking', '1.0.0-x', {})).toBe('/dist/mf-booking/1.0.0-x/remoteEntry.js');
  });
  it('use a CDN base only when its host is allowed', () => {
    const env = { REMOTE_BASE_URL: 'https://cdn.example.id/site/', DEPLOY_ALLOWED_HOSTS: 'cdn.example.id' };
    expect(entryUrl('mf-booking', 'v', env)).toBe(
      'https://cdn.example.id/site/dist/mf-booking/v/remoteEntry.js',
    );
    expect(() => remoteBaseUrl({ REMOTE_BASE_URL: 'https://evil.example.com' })).toThrow(
      /not in DEPLOY_ALLOWED_HOSTS/,
    );
  });
});

describe('security headers', () => {
  it('allow scripts from our own origins only, and no inline script', () => {
    expect(contentSecurityPolicy({})['script-src']).toEqual(["'self'"]);
    expect(contentSecurityPolicy({ REMOTE_BASE_URL: 'https://cdn.example.id/x' })['script-src']).toEqual([
      "'self'",
      'https://cdn.example.id',
    ]);
    expect(contentSecurityPolicy({})['frame-ancestors']).toEqual(["'none'"]);
  });
  it('grant camera and microphone to the consultation route only', () => {
    expect(permissionsPolicy('/konsultasi/abc')).toContain('camera=(self)');
    expect(permissionsPolicy('/appointment')).toContain('camera=()');
    expect(permissionsPolicy('/en/konsultasi/abc')).toContain('camera=(self)');
    expect(permissionsPolicy('/en/appointment')).toContain('camera=()');
  });
});
