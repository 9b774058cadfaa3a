import type { ArticleSummary, Doctor } from '@hospital/contract';
import { describeApi, type ErrorBody, type ListBody } from './support/harness';

describeApi(
  'security',
  (api) => {
    it('answers 401 without the token, with a wrong one, or with another scheme', async () => {
      for (const token of [null, 'wrong-token', '']) {
        const res = await api.get<ErrorBody>('web/dokter', { token });
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('unauthorized');
      }
      const basic = await api.get<ErrorBody>('web/dokter', {
        token: null,
        headers: { authorization: 'Basic bWVkaWthOg==' },
      });
      expect(basic.status).toBe(401);
      const write = await api.post<ErrorBody>('web/newsletter', { email: 'a@b.co' }, { token: null });
      expect(write.status).toBe(401);
    });

    it('lets health, media and files through without the token', async () => {
      expect((await api.get('health', { token: null })).status).toBe(200);
      const article = (await api.get<ListBody<ArticleSummary>>('web/article?limit=1')).body.data.results[0];
      expect((await api.get(article.image.replace(/^\/api\//, ''), { token: null })).status).toBe(200);
    });

    it('answers unknown paths with a JSON 404', async () => {
      const res = await api.get<ErrorBody>('web/nothing-here');
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    });

    it('limits the body size (413)', async () => {
      const res = await api.post<ErrorBody>('web/contactus', {
        name: 'Budi',
        email: 'b@x.id',
        message: 'x'.repeat(100_000),
      });
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe('payload_too_large');
    });

    it('allows the site origin only', async () => {
      const preflight = await api.request('OPTIONS', 'web/dokter', undefined, {
        token: null,
        headers: {
          origin: 'https://www.medikahospital.test',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://www.medikahospital.test');
      const other = await api.get('web/menu', { headers: { origin: 'https://evil.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      const site = await api.get('web/menu', { headers: { origin: 'https://www.medikahospital.test' } });
      expect(site.headers.get('access-control-allow-origin')).toBe('https://www.medikahospital.test');
    });

    // Last: it breaks this server's database on purpose.
    it('answers a database failure with a generic 500, no stack trace or SQL', async () => {
      await api.sql('drop table faqs');
      const res = await api.get<ErrorBody>('web/faq?lang=en');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        error: { code: 'internal', message: 'Something went wrong on the server. Please try again.' },
      });
      expect(res.text).not.toMatch(/select|faqs|relation|at \w+ \(/i);
    });
  },
  { config: { siteOrigins: ['https://www.medikahospital.test'] } },
);

describeApi(
  'mounted as a plugin under /api, with a low write limit',
  (api) => {
    it('serves every route under the prefix and leaves the rest of the site alone', async () => {
      const doctors = await api.get<ListBody<Doctor>>('api/web/dokter?limit=1');
      expect(doctors.status).toBe(200);
      expect(doctors.body.data.results).toHaveLength(1);
      expect((await api.get('api/health', { token: null })).status).toBe(200);
      expect((await api.get('api/web/dokter', { token: null })).status).toBe(401);
      const site = await api.get('', { token: null });
      expect([site.status, site.text]).toEqual([200, 'site']);
      const unknown = await api.get<ErrorBody>('api/nothing');
      expect(unknown.body.error.code).toBe('not_found');
    });
    it('answers 429 after the configured writes per minute, reads stay free', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await api.post('api/web/newsletter', { email: `rate${i}@example.com` })).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const limited = await api.post<ErrorBody>('api/web/newsletter?lang=en', { email: 'more@example.com' });
      expect(limited.body.error).toEqual({
        code: 'rate_limited',
        message: 'Too many requests. Please try again in a moment.',
      });
      for (let i = 0; i < 10; i += 1) expect((await api.get('api/web/menu')).status).toBe(200);
    });
  },
  { mountPrefix: '/api', config: { rateLimitWritesPerMinute: 3 }, only: ['pglite'] },
);
