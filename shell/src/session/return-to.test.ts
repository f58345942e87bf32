/** @jest-environment @fundnet/api-client/testing/jsdom-environment */
import { loginPathFor, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/fund/northwind?tab=team#general', '/fund/northwind?tab=team#general'],
    ['/userSettings', '/userSettings'],
    ['  /feed  ', '/feed'],
  ])('accepts the same-origin path %s', (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'fund/northwind',
    '//evil.example/phish',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/login?returnTo=/x',
    '/signup',
    '/a\nb',
  ])('refuses %p', (raw) => {
    expect(safeReturnTo(raw as string | null)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries a safe path and drops anything else', () => {
    expect(loginPathFor('/fund/x?tab=1')).toBe('/login?returnTo=%2Ffund%2Fx%3Ftab%3D1');
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(loginPathFor(null)).toBe('/login');
  });
});
