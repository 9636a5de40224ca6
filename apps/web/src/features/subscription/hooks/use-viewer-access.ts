import { hasFullAccess } from '@cadenza/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { hasSignedInCookie } from '../../../lib/session-cookie';
import { meQueryOptions } from '../../../lib/me-api';
import type { ViewerAccess } from '../subscribe-prompt-kind';

/** The viewer's access, or null while a signed-in viewer's details load. */
export function useViewerAccess(): ViewerAccess | null {
  const isSignedIn = hasSignedInCookie();
  const me = useQuery({ ...meQueryOptions, enabled: isSignedIn });
  if (!isSignedIn || me.isError) {
    return {
      isAuthenticated: false,
      hasActiveSubscription: false,
      hasFullAccess: false,
      isFreeTrialAvailable: true,
    };
  }
  if (!me.data) return null;
  const hasActiveSubscription = me.data.subscriptions.some((s) => s.status === 'active');
  return {
    isAuthenticated: true,
    hasActiveSubscription,
    hasFullAccess: hasFullAccess({ role: me.data.role, hasActiveSubscription }),
    isFreeTrialAvailable: me.data.isFreeTrialAvailable,
  };
}
