import { ApiError } from '@hospital/api-client';
import { notFoundAsNull } from './notFoundAsNull';

describe('notFoundAsNull', () => {
  it('passes an answer through', async () => {
    await expect(notFoundAsNull(Promise.resolve({ id: 1 }))).resolves.toEqual({ id: 1 });
  });

  it('turns a 404 into null: the item does not exist, which is data', async () => {
    const missing = new ApiError({ status: 404, code: 'not_found', message: 'Not found' });
    await expect(notFoundAsNull(Promise.reject(missing))).resolves.toBeNull();
  });

  it.each([
    new ApiError({ status: 0, code: 'network', message: 'Network Error' }),
    new ApiError({ status: 503, code: 'internal', message: 'Request failed with status code 503' }),
    new ApiError({ status: 400, code: 'bad_request', message: 'bad' }),
    new Error('404'),
  ])('rethrows any other failure (%s)', async (error) => {
    await expect(notFoundAsNull(Promise.reject(error))).rejects.toBe(error);
  });
});
