import { encodeBody, FORM_CONTENT_TYPE, JSON_CONTENT_TYPE } from './body';

describe('encodeBody', () => {
  it('sends objects as JSON', () => {
    const input = { email: 'sari@example.com', nested: { a: [1, 2] } };
    const encoded = encodeBody({ json: input });
    expect(encoded.contentType).toBe(JSON_CONTENT_TYPE);
    expect(JSON_CONTENT_TYPE).toBe('application/json');
    expect(JSON.parse(encoded.body)).toEqual(input);
  });

  it('form-encodes flat values, dropping empty ones (SPEC 7 contact form)', () => {
    const encoded = encodeBody({
      form: { name: 'Budi S', email: 'b@x.id', message: 'Halo & salam', phone: undefined, note: null },
    });
    expect(encoded.contentType).toBe(FORM_CONTENT_TYPE);
    expect(FORM_CONTENT_TYPE).toBe('application/x-www-form-urlencoded');
    expect(encoded.body).toBe('name=Budi+S&email=b%40x.id&message=Halo+%26+salam');
  });
});
