import type {} from '@fastify/cookie'; // brings the cookie types into any program that imports this file
import { IS_AUTHENTICATED_COOKIE, SESSION_COOKIE } from '@cadenza/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.js';
import type { StartedSession } from './sessions.service.js';

const MAX_TOKEN_LENGTH = 128;

/**
 * The web app's session lives in an HttpOnly cookie (scripts cannot read it); the readable
 * `isAuthenticated` cookie only lets the first paint pick signed-in or signed-out routes.
 */
export function createSessionCookies(config: Pick<Config, 'publicUrl'>) {
  const base = {
    path: '/',
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
  };
  return {
    set(reply: FastifyReply, session: StartedSession, now: Date): void {
      const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
      void reply.setCookie(SESSION_COOKIE, session.token, { ...base, httpOnly: true, maxAge });
      void reply.setCookie(IS_AUTHENTICATED_COOKIE, 'true', { ...base, httpOnly: false, maxAge });
    },
    clear(reply: FastifyReply): void {
      void reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
      void reply.clearCookie(IS_AUTHENTICATED_COOKIE, { ...base, httpOnly: false });
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;

/** The token a request carries: `Authorization: Bearer` first, else the session cookie. */
export function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  const token = bearer ?? request.cookies[SESSION_COOKIE];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}
