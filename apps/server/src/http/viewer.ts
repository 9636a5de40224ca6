import { accountServerMessages, consoleMessages, type UserRole } from '@cadenza/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** Who is asking: set once per request from the session (cookie or bearer token), or null. */
export interface Viewer {
  userId: string;
  role: UserRole;
  sessionId: string;
}

/** Finds the viewer of a request; the sessions module provides the real one. */
export type ViewerResolver = (request: FastifyRequest) => Promise<Viewer | null>;

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** Resolves the viewer before any handler runs, so every route sees the same answer. */
export function registerViewer(app: FastifyInstance, resolveViewer: ViewerResolver): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    request.viewer = await resolveViewer(request);
  });
}

export function canSeeUnpublished(viewer: Viewer | null): boolean {
  return viewer?.role === 'admin' || viewer?.role === 'publisher';
}

/** The viewer of a route that needs a signed-in user; 401 'not signed in' otherwise. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('unauthorized', accountServerMessages.notSignedIn);
  return request.viewer;
}

/** The viewer of an operations console route: 401 signed out, 403 for anyone but an admin. */
export function requireAdmin(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request);
  if (viewer.role !== 'admin') throw new AppError('forbidden', consoleMessages.adminsOnly);
  return viewer;
}
