import { useState } from 'react';
import { useNavigate } from 'react-router';
import { trackEvent } from '../../../lib/analytics';
import { sessionActions } from '../../../lib/session-store';
import { isRegistered } from '../api/registration-api';
import { offerMessages as m } from '../offer-messages';
import { credentialsProblem } from '../registration-errors';
import { useRegistrationStore } from '../registration-store';
import type { SignupFormValues } from '../signup-schema';

export interface CredentialsProblem {
  field: 'email' | 'useFacebook' | null;
  message: string;
}

/**
 * Spec §4 offer signup, credentials step: the server is asked whether the email (or the
 * Facebook account) is registered; a free one goes on to the credit-card phase.
 */
export function useSignupCredentials(options: {
  referralCode: string | null;
  cardStepHref: string;
}) {
  const navigate = useNavigate();
  const setPending = useRegistrationStore((state) => state.setPending);
  const [isChecking, setIsChecking] = useState(false);

  async function submitCredentials(
    values: SignupFormValues,
    facebookToken: string | null,
  ): Promise<CredentialsProblem | null> {
    const isFacebook = values.useFacebook;
    if (isFacebook && !facebookToken) return null;
    // Resubmitting credentials ends any earlier card loop.
    sessionActions.setOfferSignupPhase('credentials');
    sessionActions.setRegistrationStatus('pending');
    setIsChecking(true);
    try {
      const lookup = facebookToken ? { facebookToken } : { email: values.email.trim() };
      if (await isRegistered(lookup)) {
        sessionActions.setRegistrationStatus(null);
        return isFacebook
          ? { field: null, message: m.facebookEmailRegistered }
          : { field: 'email', message: m.emailRegistered };
      }
      setPending({
        ...(facebookToken
          ? { facebookToken }
          : { email: values.email.trim(), password: values.password }),
        useFacebook: isFacebook,
        consents: {
          terms: values.terms,
          marketing: values.marketing,
          thirdPartyMarketing: values.thirdPartyMarketing,
        },
        referralCode: options.referralCode,
      });
      sessionActions.setOfferSignupPhase('credit-card');
      trackEvent('signup-credentials', { method: isFacebook ? 'facebook' : 'email' });
      await navigate(options.cardStepHref);
      return null;
    } catch (error) {
      sessionActions.setRegistrationStatus(null);
      return credentialsProblem(error, isFacebook);
    } finally {
      setIsChecking(false);
    }
  }

  return { submitCredentials, isChecking };
}
