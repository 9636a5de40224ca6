import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FacebookIdentity, FacebookVerifier } from './facebook-verifier.js';

const TOKEN_PREFIX = 'sandbox-facebook.';

const sandboxIdentitySchema = z.object({
  facebookId: z.string().regex(/^sandbox-[0-9a-f]{16}$/),
  email: z.email().nullable(),
});

/** The same sandbox person always gets the same id, so sign-in after sign-up finds them. */
export function sandboxFacebookId(email: string): string {
  return `sandbox-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}

/** What the sandbox login page hands back in place of a Facebook access token. */
export function createSandboxToken(identity: FacebookIdentity): string {
  return TOKEN_PREFIX + Buffer.from(JSON.stringify(identity)).toString('base64url');
}

/**
 * Offline stand-in for Facebook (no FACEBOOK_APP_SECRET, never in production). Anyone can
 * mint a token for any identity on the sandbox login page: that is the point of a sandbox,
 * and why it is never used where real accounts live.
 */
export const sandboxFacebookVerifier: FacebookVerifier = {
  kind: 'sandbox',
  verify(accessToken) {
    if (!accessToken.startsWith(TOKEN_PREFIX)) return Promise.resolve(null);
    try {
      const json: unknown = JSON.parse(
        Buffer.from(accessToken.slice(TOKEN_PREFIX.length), 'base64url').toString('utf8'),
      );
      const parsed = sandboxIdentitySchema.safeParse(json);
      return Promise.resolve(parsed.success ? parsed.data : null);
    } catch {
      return Promise.resolve(null);
    }
  },
};
