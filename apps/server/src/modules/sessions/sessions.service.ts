import type { UserRole } from '@cadenza/domain';
import type { Config } from '../../config/env.js';
import type { Clock } from '../../lib/clock.js';
import { generateSecretToken, hashSecretToken } from '../accounts/secret-token.js';
import type { SessionRow, SessionsRepository, SessionWithUser } from './sessions.repository.js';

const MINUTE_MS = 60_000;
/** `last_seen_at` moves at most once a minute: a keep-alive every 60 s is one write, not more. */
const TOUCH_INTERVAL_MS = MINUTE_MS;

export interface StartedSession {
  id: string;
  /** The secret: given to the client once, stored only as its hash. */
  token: string;
  expiresAt: Date;
}

export interface ActiveSession {
  sessionId: string;
  userId: string;
  role: UserRole;
}

export function createSessionsService(deps: {
  repository: SessionsRepository;
  clock: Clock;
  settings: Config['session'];
}) {
  const idleMs = deps.settings.idleTimeoutMinutes * MINUTE_MS;
  const lifetimeMs = deps.settings.maxLifetimeMinutes * MINUTE_MS;

  /**
   * The one rule for a live session: not past its absolute lifetime nor idle for the timeout.
   * An ended session is deleted; a live one counts as used now (last_seen_at moves at most
   * once a minute).
   */
  async function keepAlive(found: SessionWithUser | undefined): Promise<ActiveSession | null> {
    if (!found) return null;
    const now = deps.clock.now().getTime();
    const { session } = found;
    const isExpired =
      now >= session.expiresAt.getTime() || now >= session.lastSeenAt.getTime() + idleMs;
    if (isExpired) {
      await deps.repository.deleteById(session.id);
      return null;
    }
    if (now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await deps.repository.touch(session.id, new Date(now));
    }
    return { sessionId: session.id, userId: found.user.id, role: found.user.role };
  }

  return {
    /** A new session with a new token at every sign-in; beyond the user's limit the oldest ends. */
    async start(user: {
      id: string;
      maxConcurrentSessions: number | null;
    }): Promise<StartedSession> {
      const now = deps.clock.now();
      const token = generateSecretToken();
      const row = await deps.repository.insert({
        userId: user.id,
        tokenHash: hashSecretToken(token),
        now,
        expiresAt: new Date(now.getTime() + lifetimeMs),
        idleCutoff: new Date(now.getTime() - idleMs),
        maxConcurrentSessions: user.maxConcurrentSessions,
      });
      return { id: row.id, token, expiresAt: row.expiresAt };
    },

    /** The live session a token opens, or null (unknown, ended, idle too long, too old). */
    async resolve(token: string): Promise<ActiveSession | null> {
      return keepAlive(await deps.repository.findByTokenHash(hashSecretToken(token)));
    },

    /**
     * The live session of this id and user, by the same rule (a media token names the session
     * it was made in, and using it counts as using the session).
     */
    async resolveById(sessionId: string, userId: string): Promise<ActiveSession | null> {
      const found = await deps.repository.findById(sessionId);
      return keepAlive(found?.user.id === userId ? found : undefined);
    },

    async end(sessionId: string): Promise<void> {
      await deps.repository.deleteById(sessionId);
    },

    async endAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
      await deps.repository.deleteForUser(userId, exceptSessionId);
    },

    /**
     * The user's live sessions by the rule of `keepAlive` (within the lifetime, used within
     * the idle timeout); read through `repository` when given (a transaction's).
     */
    async listLive(userId: string, repository = deps.repository): Promise<SessionRow[]> {
      const now = deps.clock.now();
      return repository.listLiveForUser(userId, now, new Date(now.getTime() - idleMs));
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
