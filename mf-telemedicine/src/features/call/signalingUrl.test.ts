import { signalingUrl } from './signalingUrl';

const options = { token: 'tok en', clientId: 'c1', lang: 'en' };

describe('signalingUrl', () => {
  it('turns the site-relative path into ws:// on http and wss:// on https, with token, client and lang', () => {
    expect(
      signalingUrl('/api/medika.encounter/signal/abc', {
        ...options,
        location: { protocol: 'http:', host: '127.0.0.1:8080' },
      }),
    ).toBe('ws://127.0.0.1:8080/api/medika.encounter/signal/abc?access_token=tok+en&client=c1&lang=en');
    expect(
      signalingUrl('/api/medika.encounter/signal/abc', {
        ...options,
        location: { protocol: 'https:', host: 'www.medika.example' },
      }),
    ).toBe('wss://www.medika.example/api/medika.encounter/signal/abc?access_token=tok+en&client=c1&lang=en');
  });

  it('keeps the participant token create_meeting put in the address', () => {
    expect(
      signalingUrl('/api/medika.encounter/signal/abc?t=pasien-demo-2026', {
        ...options,
        location: { protocol: 'http:', host: '127.0.0.1:8080' },
      }),
    ).toBe(
      'ws://127.0.0.1:8080/api/medika.encounter/signal/abc?t=pasien-demo-2026&access_token=tok+en&client=c1&lang=en',
    );
  });

  it('keeps an absolute signalling server address', () => {
    expect(
      signalingUrl('https://signal.medika.example/room/abc', {
        ...options,
        location: { protocol: 'https:', host: 'www.medika.example' },
      }),
    ).toBe('wss://signal.medika.example/room/abc?access_token=tok+en&client=c1&lang=en');
  });
});
