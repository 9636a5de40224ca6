/**
 * The readable cookie the server sets beside the HttpOnly session cookie (the domain's
 * IS_AUTHENTICATED_COOKIE; a test keeps the two equal). Spelled here so that the first
 * download does not import the domain package, and zod with it.
 */
export const SIGNED_IN_COOKIE = 'isAuthenticated';

/**
 * Whether the server marked this browser signed in. The session cookie itself is HttpOnly;
 * this readable companion only picks signed-in or signed-out screens on first paint.
 */
export function hasSignedInCookie(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=true`);
}
