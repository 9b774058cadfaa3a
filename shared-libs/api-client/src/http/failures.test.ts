import { ApiError } from '../errors';
import { abortFailure, httpFailure, networkFailure, timeoutFailure } from './failures';

describe('httpFailure', () => {
  it('reads the API error body: code, message and fields', () => {
    const error = httpFailure(409, {
      error: {
        code: 'duplicate_booking',
        message: 'Anda sudah memiliki janji',
        fields: { date: 'x' },
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'duplicate_booking',
      message: 'Anda sudah memiliki janji',
      fields: { date: 'x' },
    });
  });

  it.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [413, 'payload_too_large'],
    [415, 'unsupported_media_type'],
    [422, 'internal'],
    [429, 'rate_limited'],
    [500, 'internal'],
    [502, 'internal'],
    [503, 'internal'],
    [302, 'internal'],
  ])('derives the code of a %i answer whose body is not ours (%s)', (status, code) => {
    for (const body of ['<html>Bad Gateway</html>', '', { message: 'no error key' }, null, [1]]) {
      const error = httpFailure(status, body);
      expect([error.status, error.code]).toEqual([status, code]);
      expect(error.message).toBe(`Request failed with status code ${status}`);
      expect(error.fields).toBeUndefined();
    }
  });

  it('falls back to the status when the body names an unknown code', () => {
    const error = httpFailure(404, { error: { code: 'teapot', message: 'Nope' } });
    expect([error.code, error.message]).toEqual(['not_found', 'Nope']);
  });

  it('uses the status when the body has no code, and ignores a body without a message', () => {
    expect(httpFailure(429, { error: { message: 'Slow down' } })).toMatchObject({
      code: 'rate_limited',
      message: 'Slow down',
    });
    expect(httpFailure(400, { error: { code: 'validation_failed' } })).toMatchObject({
      code: 'bad_request',
      message: 'Request failed with status code 400',
    });
  });
});

describe('failures without an answer', () => {
  it('network: status 0, code network, the original error as cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = networkFailure(cause);
    expect([error.status, error.code, error.message]).toEqual([0, 'network', 'Network Error']);
    expect(error.cause).toBe(cause);
  });

  it('timeout: status 0, code network, a message that does not read as an abort', () => {
    const error = timeoutFailure(15000);
    expect([error.status, error.code, error.message]).toEqual([0, 'network', 'timeout of 15000ms exceeded']);
    expect(error.message).not.toMatch(/cancel|abort/i);
    expect((error.cause as DOMException).name).toBe('TimeoutError');
  });

  it("abort: status 0, code network, the signal's reason as cause", () => {
    const controller = new AbortController();
    controller.abort();
    const error = abortFailure(controller.signal.reason);
    expect([error.status, error.code]).toEqual([0, 'network']);
    expect(error.cause).toBe(controller.signal.reason);
    expect((error.cause as DOMException).name).toBe('AbortError');
  });

  it('abort without a reason (older WebViews) still has an AbortError cause', () => {
    const cause = abortFailure(undefined).cause;
    expect(cause).toBeInstanceOf(DOMException);
    expect((cause as DOMException).name).toBe('AbortError');
  });

  it("abort keeps a caller's own reason", () => {
    expect(abortFailure('left the page').cause).toBe('left the page');
  });
});
