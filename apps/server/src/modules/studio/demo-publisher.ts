import { imprints } from '@cadenza/music/demo';
import { slugIdFor } from '@cadenza/music/catalogue-draft';
import type { Database } from '../../db/client.js';
import { hashPassword } from '../accounts/password-hash.js';
import { createStudioRepository } from './studio.repository.js';

/**
 * The demo library's publisher account, so the studio can be tried on a fresh start (never in
 * production: its password is in the README). It belongs to the demo imprint 'Cadenza Urtext'.
 */
export const demoPublisher = {
  email: 'publisher@example.com',
  password: 'studio demo passphrase',
  firstName: 'Demo publisher',
  imprint: imprints.classics,
} as const;

/** Makes the demo publisher unless its email is taken (then nothing changes). */
export async function ensureDemoPublisher(db: Database): Promise<'created' | 'exists'> {
  const created = await createStudioRepository(db).insertUserUnlessTaken({
    email: demoPublisher.email,
    passwordHash: await hashPassword(demoPublisher.password),
    role: 'publisher',
    firstName: demoPublisher.firstName,
    // The demo builder names its imprints by this slug (catalogue-draft's `publisher`).
    organisationId: slugIdFor(demoPublisher.imprint),
  });
  return created ? 'created' : 'exists';
}

/** Start-up with the demo library, outside production: the demo publisher too. */
export async function ensureDemoPublisherOnFirstStart(
  db: Database,
  options: { nodeEnv: string; seedDemoLibrary: unknown },
): Promise<void> {
  if (options.nodeEnv === 'production' || !options.seedDemoLibrary) return;
  await ensureDemoPublisher(db);
}
