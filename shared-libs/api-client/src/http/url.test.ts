import { encodeQuery, encodeQueryComponent } from './url';

describe('encodeQueryComponent', () => {
  it('keeps : $ , readable and writes a space as +, as the client always has', () => {
    expect(encodeQueryComponent('name desc')).toBe('name+desc');
    expect(encodeQueryComponent('3,4')).toBe('3,4');
    expect(encodeQueryComponent('a:b$c')).toBe('a:b$c');
  });

  it('percent-encodes everything that would break the query', () => {
    expect(encodeQueryComponent('a&b=c?d#e+f/g%h')).toBe('a%26b%3Dc%3Fd%23e%2Bf%2Fg%25h');
    expect(encodeQueryComponent('[]"')).toBe('%5B%5D%22');
    expect(encodeQueryComponent('anak ä')).toBe('anak+%C3%A4');
  });
});

describe('encodeQuery', () => {
  it('joins pairs in insertion order', () => {
    expect(encodeQuery({ limit: '6', order: 'sequence asc', lang: 'en' })).toBe(
      'limit=6&order=sequence+asc&lang=en',
    );
  });

  it('encodes the filters JSON exactly as before the switch to fetch', () => {
    const filters = JSON.stringify([['category', 'not in', ['Spesialis', 'Video']]]);
    expect(encodeQuery({ filters })).toBe(
      'filters=%5B%5B%22category%22,%22not+in%22,%5B%22Spesialis%22,%22Video%22%5D%5D%5D',
    );
  });

  it('is empty for no values', () => {
    expect(encodeQuery(undefined)).toBe('');
    expect(encodeQuery({})).toBe('');
  });

  it('encodes keys too and keeps empty values', () => {
    expect(encodeQuery({ 'a b': '', q: '' })).toBe('a+b=&q=');
  });
});
