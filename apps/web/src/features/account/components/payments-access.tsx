import type { ReactNode } from 'react';
import { useAppConfig } from '../../../lib/app-config-api';
import { useMe } from '../../../lib/me-api';
import { canManageBilling } from '../account-rules';

/**
 * Spec §6: subscription, purchases and payment pages need the payments flag and a user who is
 * not a multi-session basic user; anyone else sees an empty content area.
 */
export function PaymentsAccess({ children }: { children: ReactNode }) {
  const me = useMe();
  const config = useAppConfig();
  if (!me.data || !config.data) return null;
  if (!canManageBilling(me.data, config.data.featureFlags)) return null;
  return <>{children}</>;
}
