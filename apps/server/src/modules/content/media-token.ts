import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough for a piece or a video to load and play; short enough that a leaked URL soon stops working. */
export const MEDIA_TOKEN_TTL_MS = 30 * 60 * 1000;

export interface MediaTokenClaims {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

const VERSION = 'm1';

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`${VERSION}.${payload}`).digest('base64url');
}

/**
 * A media token: `m1.<claims>.<HMAC-SHA256>`. It names the session it was made in, so signing
 * out ends it too, and it is never the session token itself (DESIGN §2).
 */
export function createMediaToken(secret: string, claims: MediaTokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      u: claims.userId,
      s: claims.sessionId,
      e: Math.floor(claims.expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  return `${VERSION}.${payload}.${sign(secret, payload)}`;
}

/** The claims of a well-signed, unexpired token; undefined otherwise. */
export function verifyMediaToken(
  secret: string,
  token: string,
  now: Date,
): MediaTokenClaims | undefined {
  const [version, payload, signature] = token.split('.');
  if (version !== VERSION || !payload || !signature) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof claims !== 'object' || claims === null) return undefined;
  const { u, s, e } = claims as Record<string, unknown>;
  if (typeof u !== 'string' || typeof s !== 'string' || typeof e !== 'number') return undefined;
  const expiresAt = new Date(e * 1000);
  if (expiresAt.getTime() <= now.getTime()) return undefined;
  return { userId: u, sessionId: s, expiresAt };
}
