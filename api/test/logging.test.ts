import { redactUrl, serializeError } from '../src/http/logging';

describe('what log lines keep of a request and of an error', () => {
  it('keeps harmless parameters and paths, and redacts everything personal or secret', () => {
    expect(redactUrl('/api/web/dokter?company_id=1&limit=5&order=name+asc&lang=en')).toBe(
      '/api/web/dokter?company_id=1&limit=5&order=name+asc&lang=en',
    );
    expect(redactUrl('/api/medika.appointment/K7PQ3MZXA9?born_date=1990-05-17')).toBe(
      '/api/medika.appointment/[redacted]?born_date=[redacted]',
    );
    expect(redactUrl('/api/medika.appointment/K7PQ3MZXA9/cancel')).toBe(
      '/api/medika.appointment/[redacted]/cancel',
    );
    expect(redactUrl('/konsultasi/demo-R7kP2xQm9VtL4wNc.pasien-demo-2026?lang=en')).toBe(
      '/konsultasi/[redacted]?lang=en',
    );
    expect(redactUrl('/api/medika.encounter/signal/room?t=tok&access_token=x&client=c')).toBe(
      '/api/medika.encounter/signal/room?t=[redacted]&access_token=[redacted]&client=[redacted]',
    );
    expect(redactUrl('/api/medika.assesment.result/get?id=5f1c0000-aaaa-4bbb-8ccc-123456789abc')).toBe(
      '/api/medika.assesment.result/get?id=[redacted]',
    );
    expect(redactUrl('/api/web/faq?q=Siti%20Rahayu&id=12')).toBe('/api/web/faq?q=[redacted]&id=12');
  });

  it('rebuilds an error from its codes: no parameter, no quoted value, no detail of a failed query', () => {
    const driver = Object.assign(new Error('invalid input syntax for type uuid: "3273019988776655"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Failing row contains (Siti Rahayu, 081234567890)',
      routine: 'string_to_uuid',
    });
    const query = Object.assign(
      new Error('Failed query: select * from patients where id = $1\nparams: 3273019988776655'),
      { query: 'select * from patients where id = $1', params: ['3273019988776655'], cause: driver },
    );
    const serialized = serializeError(query);
    const text = JSON.stringify(serialized);
    expect(text).not.toMatch(/3273019988776655|Siti|081234567890/);
    expect(serialized).toMatchObject({
      message: 'Failed query: select * from patients where id = $1',
      cause: { code: '22P02', routine: 'string_to_uuid', message: 'database error 22P02' },
    });
    expect(serialized.stack).toMatch(/^Error: Failed query: select \* from patients where id = \$1\n\s+at /);
  });
});
