import { isLoginCall, readCookie, toPrefixUrl } from './request-context';

describe('toPrefixUrl', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['/api', '/'],
    ['https://api.fundnet.example', 'https://api.fundnet.example/'],
    ['https://api.fundnet.example/', 'https://api.fundnet.example/'],
    ['https://api.fundnet.example/api', 'https://api.fundnet.example/'],
    ['https://api.fundnet.example/api/', 'https://api.fundnet.example/'],
    ['https://x.example/backend', 'https://x.example/backend/'],
    ['https://x.example/myapi', 'https://x.example/myapi/'],
  ])('%p → %p', (base, prefix) => {
    expect(toPrefixUrl(base)).toBe(prefix);
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; hubspotutk=abc%20def; b=2', 'hubspotutk')).toBe('abc def');
    expect(readCookie('xhubspotutk=1; a=2', 'hubspotutk')).toBeUndefined();
    expect(readCookie('', 'hubspotutk')).toBeUndefined();
    expect(readCookie('hubspotutk=%E0%A4%A', 'hubspotutk')).toBe('%E0%A4%A');
  });
});

describe('isLoginCall', () => {
  it('matches the two login calls only', () => {
    expect(isLoginCall('http://h/api/auth/login')).toBe(true);
    expect(isLoginCall('http://h/api/auth/admin/login?x=1')).toBe(true);
    expect(isLoginCall('http://h/api/auth/signup')).toBe(false);
    expect(isLoginCall('http://h/api/users/get-me')).toBe(false);
  });
});
