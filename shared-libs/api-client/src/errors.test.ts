import { ApiError, isApiError, toApiError } from './errors';

describe('ApiError', () => {
  it('carries status, code and fields', () => {
    const error = new ApiError({
      status: 400,
      code: 'validation_failed',
      message: 'Periksa kembali',
      fields: { email: 'Format email salah.' },
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Periksa kembali',
      fields: { email: 'Format email salah.' },
    });
    expect(error.cause).toBeUndefined();
    expect(Object.keys(error)).not.toContain('cause');
  });

  it('keeps a cause, not enumerable like a native one', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new ApiError({ status: 0, code: 'network', message: 'Network Error', cause });
    expect(error.cause).toBe(cause);
    expect(Object.keys(error)).not.toContain('cause');
  });
});

describe('isApiError / toApiError', () => {
  it('recognises only ApiError', () => {
    expect(isApiError(new ApiError({ status: 404, code: 'not_found', message: 'x' }))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 404, code: 'not_found' })).toBe(false);
  });

  it('returns an ApiError unchanged', () => {
    const error = new ApiError({ status: 409, code: 'conflict', message: 'x' });
    expect(toApiError(error)).toBe(error);
  });

  it('turns anything else into a network error that keeps the original', () => {
    const boom = new Error('boom');
    expect(toApiError(boom)).toMatchObject({ status: 0, code: 'network', message: 'boom', cause: boom });
    expect(toApiError('down')).toMatchObject({ status: 0, code: 'network', message: 'down' });
    expect(toApiError(new Error(''))).toMatchObject({ message: 'Network Error' });
  });
});
