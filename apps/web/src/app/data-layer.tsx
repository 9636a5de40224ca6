import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { SessionKeepAlive } from '../features/auth/hooks/use-session-keep-alive';
import { getAppQueryClient } from '../lib/query-client';

/**
 * Server data for the routes below it. Loaded as its own chunk, so the landing and notice
 * pages (which use no queries) never download TanStack Query. A client already provided
 * above (a test's) is kept.
 */
export function DataLayer() {
  const providedClient = useContext(QueryClientContext);
  // The session keep-alive runs wherever server data is shown (spec §4).
  if (providedClient) {
    return (
      <>
        <SessionKeepAlive />
        <Outlet />
      </>
    );
  }
  return (
    <QueryClientProvider client={getAppQueryClient()}>
      <SessionKeepAlive />
      <Outlet />
    </QueryClientProvider>
  );
}
