import type { Offer } from '@cadenza/domain';
import { DEFAULT_TRIAL_DAYS } from '@cadenza/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { addDays } from 'date-fns';
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { AppLink } from '../../../components/app-link';
import { trackEvent } from '../../../lib/analytics';
import { useAppConfig } from '../../../lib/app-config-api';
import { completeLogin } from '../../../lib/auth-session';
import { formatLongDate } from '../../../lib/format-date';
import { meQueryOptions } from '../../../lib/me-api';
import { sessionActions, useSessionStore } from '../../../lib/session-store';
import { registerUser } from '../api/registration-api';
import { cardStepButton, offerMessages as m } from '../offer-messages';
import {
  autoChargeAgreement,
  chargesText,
  fillFeeText,
  offerCharges,
} from '../../../lib/offer-charges';
import { offerButtonStyle } from '../offer-theme';
import { registrationError } from '../registration-errors';
import { useRegistrationStore } from '../registration-store';
import styles from './offers.module.css';
import { SignupLayout } from './signup-layout';
import { TrialFacts } from './trial-facts';

export interface CardFormSlotProps {
  submitLabel: string;
  onToken: (token: string) => Promise<string | null>;
}

interface CardStepProps {
  offer: Offer | null;
  /** Step 1 (the signup without an offer, or the offer's). */
  signupHref: string;
  welcomeHref: string;
  /** The payment feature's card form, composed by the route. */
  renderCardForm: (props: CardFormSlotProps) => ReactNode;
}

/**
 * Spec §2 credit-card step 2 of 2. Spec §4: a card error goes back to the form for another
 * attempt; success logs the user in and goes to the welcome route.
 */
export function CardStep({ offer, signupHref, welcomeHref, renderCardForm }: CardStepProps) {
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pending = useRegistrationStore((state) => state.pending);
  const phase = useSessionStore((state) => state.offerSignupPhase);
  if (phase !== 'credit-card' || !pending) return <Navigate to={signupHref} replace />;
  if (!config.data) return null;

  const plan = config.data.stripePlan;
  const trialLength = offer?.trialLength ?? DEFAULT_TRIAL_DAYS;
  const trialEnd = formatLongDate(addDays(new Date(), trialLength));
  // The visitor's own plan (its currency) and the offer's discount: what will be charged.
  const charges = offerCharges(plan, offer?.discount);
  const fee = offer?.subscriptionFeeText
    ? fillFeeText(offer.subscriptionFeeText, charges)
    : chargesText(charges);
  const exploreHref = offer ? paths.offerHome.href(offer.code) : paths.home.href();

  async function register(token: string): Promise<string | null> {
    if (!pending) return null;
    const { email, password, facebookToken, useFacebook, consents, referralCode } = pending;
    try {
      const session = await registerUser({
        ...(facebookToken ? { facebookToken } : { email, password }),
        useFacebook,
        consents,
        ...(referralCode ? { referralCode } : {}),
        payment: { provider: 'stripe', token, planId: plan.id },
      });
      const me = await queryClient.query({ ...meQueryOptions, staleTime: 0 });
      await completeLogin({
        queryClient,
        session: { id: session.id, email: session.email, facebookId: session.facebookId },
        me,
      });
      sessionActions.setRegistrationStatus('success');
      trackEvent('signup', { offer: referralCode, userId: me.id });
      await navigate(welcomeHref);
      return null;
    } catch (error) {
      return registrationError(error, useFacebook);
    }
  }

  return (
    <SignupLayout
      step={2}
      style={offer ? offerButtonStyle(offer) : undefined}
      aside={<TrialFacts trialLength={trialLength} offer={offer} showsCommitment={false} />}
    >
      <p className={styles.step}>{m.stepTwo}</p>
      <h1 className={styles.heading}>{m.enterCardDetails}</h1>
      <p className={styles.text}>
        No commitment. Cancel before {trialEnd} if you do not want to be charged {fee}.
      </p>
      <p className={styles.text}>{m.reminder}</p>
      <p className={styles.text}>{m.newUsersOnly}</p>
      {renderCardForm({ submitLabel: cardStepButton(trialLength), onToken: register })}
      <p className={styles.muted}>
        {autoChargeAgreement(trialEnd, charges)} See our{' '}
        <AppLink to={paths.terms.href()}>Terms of Service</AppLink>.
      </p>
      {!offer?.hideExploreLink && (
        <p className={styles.text}>
          <Link to={exploreHref}>{m.exploreAsGuest}</Link>
        </p>
      )}
    </SignupLayout>
  );
}
