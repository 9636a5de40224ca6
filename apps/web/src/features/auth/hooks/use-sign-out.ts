import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { leaveSession } from '../../../lib/auth-session';
import { useReferralCode } from '../../../lib/referral-code';
import { endSession } from '../api/sessions-api';

/**
 * Spec §4 logout: the session ends, the viewer becomes a guest, and the browser goes to the
 * offer page of the referral code, or the landing page.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const referralCode = useReferralCode();
  const [isPending, setIsPending] = useState(false);

  async function signOut() {
    setIsPending(true);
    await leaveSession(queryClient, endSession);
    setIsPending(false);
    await navigate(referralCode ? paths.offer.href(referralCode) : paths.landing.href());
  }

  return { signOut, isPending };
}
