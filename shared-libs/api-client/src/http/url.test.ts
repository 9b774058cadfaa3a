import { buildUrl, encodeQuery, encodeQueryComponent, joinPath } from './url';

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

describe('joinPath', () => {
  it.each([
    ['/api/', 'web/menu', '/api/web/menu'],
    ['/api', 'web/menu', '/api/web/menu'],
    ['/api//', '/web/menu', '/api/web/menu'],
    ['http://127.0.0.1:4100/api/', 'medika.patient', 'http://127.0.0.1:4100/api/medika.patient'],
    ['/api/', '', '/api/'],
  ])('%s + %s = %s', (base, path, joined) => {
    expect(joinPath(base, path)).toBe(joined);
  });
});

describe('buildUrl', () => {
  it('adds no ? without query values', () => {
    expect(buildUrl('/api/', 'web/company', {})).toBe('/api/web/company');
    expect(buildUrl('/api/', 'web/company')).toBe('/api/web/company');
  });

  it('appends the query to the joined path', () => {
    expect(buildUrl('/api', 'web/dokter', { company_id: '1', lang: 'id' })).toBe(
      '/api/web/dokter?company_id=1&lang=id',
    );
  });

  it('continues an existing query and drops a fragment', () => {
    expect(buildUrl('/api/', 'web/x?a=1#top', { b: '2' })).toBe('/api/web/x?a=1&b=2');
  });
});
