import type { ViewerResolver } from '../../http/viewer.js';
import { readSessionToken } from './session-cookies.js';
import type { SessionsService } from './sessions.service.js';

/** Sets `request.viewer` from the session cookie or bearer token of every /api request. */
export function createSessionViewerResolver(sessions: SessionsService): ViewerResolver {
  return async (request) => {
    const token = readSessionToken(request);
    if (!token) return null;
    const session = await sessions.resolve(token);
    return session
      ? { userId: session.userId, role: session.role, sessionId: session.sessionId }
      : null;
  };
}
