import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with the OWASP minimum parameters. */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against the account's hash, or, when there is no account or no
 * password, against a throwaway hash, so that both answers take one argon2 verification.
 */
export async function verifyPasswordInConstantWork(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  dummyHash ??= hashPassword('not the password of any account');
  await verifyPassword(await dummyHash, password);
  return false;
}
