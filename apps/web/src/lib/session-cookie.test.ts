import { IS_AUTHENTICATED_COOKIE } from '@cadenza/domain';
import { expect, it } from 'vitest';
import { hasSignedInCookie, SIGNED_IN_COOKIE } from './session-cookie';

it('reads the cookie the server sets', () => {
  expect(SIGNED_IN_COOKIE).toBe(IS_AUTHENTICATED_COOKIE);
});

it('is signed in only when the readable cookie says true', () => {
  expect(hasSignedInCookie('a=1; isAuthenticated=true; b=2')).toBe(true);
  expect(hasSignedInCookie('isAuthenticated=false')).toBe(false);
  expect(hasSignedInCookie('notisAuthenticated=true')).toBe(false);
  expect(hasSignedInCookie('')).toBe(false);
});
