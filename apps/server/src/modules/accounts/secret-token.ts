import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: session tokens and every emailed link. */
export function generateSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of a token. The token carries 256 random bits, so a
 * fast hash is enough: there is nothing to guess, only a stolen table to make useless.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
