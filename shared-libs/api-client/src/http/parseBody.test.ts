import { parseBody } from './parseBody';

describe('parseBody', () => {
  it('parses JSON', () => {
    expect(parseBody('{"data":{"id":1}}')).toEqual({ data: { id: 1 } });
    expect(parseBody(' [1,2] ')).toEqual([1, 2]);
  });

  it('keeps text that is not JSON as is', () => {
    expect(parseBody('Too Many Requests')).toBe('Too Many Requests');
    expect(parseBody('<html><body>Bad Gateway</body></html>')).toBe('<html><body>Bad Gateway</body></html>');
    expect(parseBody('{"truncated":')).toBe('{"truncated":');
  });

  it('keeps an empty body empty', () => {
    expect(parseBody('')).toBe('');
    expect(parseBody('  ')).toBe('  ');
  });
});
