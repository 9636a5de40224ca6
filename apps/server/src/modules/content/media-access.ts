import { contentMessages, type UserRole } from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { Viewer } from '../../http/viewer.js';
import type { Clock } from '../../lib/clock.js';
import { createMediaToken, MEDIA_TOKEN_TTL_MS, verifyMediaToken } from './media-token.js';

/** Who asks for a media URL: from the session (cookie or bearer) or from a media token. */
export interface MediaRequester {
  userId: string;
  role: UserRole;
  sessionId: string;
  /** Set when the requester came with a media token, to hand on in playlist URIs. */
  accessToken?: string;
}

/** The live session of this id and user (the sessions module's rule), or null once it has ended. */
export type LiveSessionFinder = (
  sessionId: string,
  userId: string,
) => Promise<{ role: UserRole } | null>;

export interface MediaAccessOptions {
  findLiveSession: LiveSessionFinder;
  clock: Clock;
  /** Returns the signing secret (configured, or made once and kept in the database). */
  secret: () => Promise<string>;
}

export function createMediaAccess({ findLiveSession, clock, secret }: MediaAccessOptions) {
  return {
    /**
     * The session's viewer, else the media token's user while its session lives (neither
     * signed out, nor idle past the timeout, nor past its lifetime); an invalid token is a 401.
     */
    async resolve(
      viewer: Viewer | null,
      accessToken: string | undefined,
    ): Promise<MediaRequester | null> {
      if (viewer) return viewer;
      if (!accessToken) return null;
      const claims = verifyMediaToken(await secret(), accessToken, clock.now());
      const session = claims && (await findLiveSession(claims.sessionId, claims.userId));
      if (!claims || !session)
        throw new AppError('unauthorized', contentMessages.accessTokenInvalid);
      return {
        userId: claims.userId,
        role: session.role,
        sessionId: claims.sessionId,
        accessToken,
      };
    },

    async issue(viewer: Viewer): Promise<{ accessToken: string; expiresAt: string }> {
      const expiresAt = new Date(clock.now().getTime() + MEDIA_TOKEN_TTL_MS);
      const accessToken = createMediaToken(await secret(), {
        userId: viewer.userId,
        sessionId: viewer.sessionId,
        expiresAt,
      });
      return { accessToken, expiresAt: expiresAt.toISOString() };
    },
  };
}

export type MediaAccess = ReturnType<typeof createMediaAccess>;
