import { createHash, randomBytes } from 'node:crypto';
import { withClient } from '../search/postgres-database.js';

/**
 * `count` subscribers-to-be, each signed in once: users and sessions written straight into the
 * database (signing 1,000 people in through the API would spend minutes hashing passwords, which
 * is not what this bench measures). The tokens are what clients send; the database keeps their
 * SHA-256, as the server does (modules/accounts/secret-token.ts).
 */
export async function createSignedInSessions(databaseUrl: string, count: number) {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  const emails = tokens.map((_, index) => `load-${String(index)}@bench.cadenza.test`);
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `WITH made AS (
         INSERT INTO users (email) SELECT unnest($1::text[]) RETURNING id, email
       )
       INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at)
       SELECT made.id, given.hash, now(), now(), now() + interval '1 day'
       FROM made JOIN unnest($1::text[], $2::text[]) AS given(email, hash) USING (email)`,
      [emails, hashes],
    );
  });
  return tokens;
}
