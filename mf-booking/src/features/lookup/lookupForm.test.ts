import { freezeDate, unfreezeDate } from '@hospital/remote-kit/testing';
import { NOW } from '../../testing/fixtures';
import { lookupErrors, normaliseCode } from './lookupForm';

beforeEach(() => freezeDate(NOW));
afterEach(() => unfreezeDate());

describe('look-up form', () => {
  it('forgives spaces, dashes and lower case in the code', () => {
    expect(normaliseCode(' k7pq-3mzx a9 ')).toBe('K7PQ3MZXA9');
  });

  it('asks for the code and a real birth date, with the docs/product-rules.md §5 messages', () => {
    expect(lookupErrors({ code: '', birthDay: '', birthMonth: '', birthYear: '' }, 'en')).toEqual({
      code: 'This field is required.',
      birthDay: 'This field is required.',
    });
    expect(
      lookupErrors({ code: 'K7PQ3MZXA9', birthDay: '31', birthMonth: '04', birthYear: '1990' }, 'id'),
    ).toEqual({
      birthDay: 'Tanggal tidak valid.',
    });
    expect(
      lookupErrors({ code: 'K7PQ3MZXA9', birthDay: '21', birthMonth: '11', birthYear: '1990' }, 'id'),
    ).toEqual({});
  });
});
