import type { MeResponse, Offer } from '@cadenza/domain';
import { DEFAULT_TRIAL_DAYS } from '@cadenza/domain/rules';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { AppLink } from '../../../components/app-link';
import { trackEvent } from '../../../lib/analytics';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatLongDate } from '../../../lib/format-date';
import { useMe } from '../../../lib/me-api';
import { useIsPreview } from '../../../lib/preview-context';
import { sessionActions } from '../../../lib/session-store';
import { isPlaceholderOffer } from '../../../lib/offer-api';
import { offerMessages as m, thanksSubscribed, thanksUntil, trialStarted } from '../offer-messages';
import { offerButtonStyle } from '../offer-theme';
import { useRegistrationStore } from '../registration-store';
import styles from './offers.module.css';

/** Spec §2: the latest active expiry, or 'the end of the trial period'. */
export function freeUntil(me: Pick<MeResponse, 'subscriptions'> | undefined): string {
  const expiries = (me?.subscriptions ?? [])
    .filter((subscription) => subscription.status === 'active')
    .map((subscription) => new Date(subscription.expiryDate).getTime());
  return expiries.length ? formatLongDate(new Date(Math.max(...expiries))) : m.endOfTrial;
}

/**
 * What /welcome thanks the user for: a trial free until its end (spec §2), or, for someone who
 * pays, the subscription and when it renews (or runs until, once cancelled); never "free".
 */
export function welcomeThanks(me: Pick<MeResponse, 'subscriptions'> | undefined): string {
  const latest = (me?.subscriptions ?? [])
    .filter((subscription) => subscription.status === 'active')
    .sort((a, b) => Date.parse(b.expiryDate) - Date.parse(a.expiryDate))[0];
  if (!latest || latest.isTrialPeriod) return thanksUntil(freeUntil(me));
  return thanksSubscribed(
    formatLongDate(new Date(latest.expiryDate)),
    latest.cancellationDate === null,
  );
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** /welcome, after a trial or a subscription started from the subscribe dialog. */
export function Welcome() {
  const me = useMe();
  useDocumentTitle(m.welcome);
  return (
    <div className={styles.welcome}>
      <h1 className={styles.heading}>{m.welcome}</h1>
      <p className={styles.text}>{welcomeThanks(me.data)}</p>
      <div>
        <AppLink to={paths.home.href()} className={styles.button}>
          {m.startExploring}
        </AppLink>
      </div>
    </div>
  );
}

interface TrialWelcomeProps {
  /** Null for the signup without an offer. */
  offer: Offer | null;
  isBrowserSupported: boolean;
}

/**
 * The welcome after signing up (offer or not): the trial has started, a desktop browser or
 * the iPad app is advised, the ad-conversion event fires; template B centres its blocks.
 */
export function TrialWelcome({ offer, isBrowserSupported }: TrialWelcomeProps) {
  const me = useMe();
  const setPending = useRegistrationStore((state) => state.setPending);
  const trialLength = offer?.trialLength ?? DEFAULT_TRIAL_DAYS;
  const offerCode = offer?.code ?? null;
  const isPreview = useIsPreview();
  useDocumentTitle(m.welcome);

  useEffect(() => {
    // A preview (the console's) is no signup: nothing to end, no conversion to record.
    if (isPreview) return;
    // The signup is done: the credit-card phase ends, and the password leaves memory.
    sessionActions.setOfferSignupPhase(null);
    setPending(null);
    trackEvent('ad-conversion', { offer: offerCode });
  }, [offerCode, setPending, isPreview]);

  const homeHref =
    offer && !isPlaceholderOffer(offer.code) ? paths.offerHome.href(offer.code) : paths.home.href();
  const isTemplateB = offer?.template !== 'A';
  return (
    <div
      className={`${styles.welcome} ${isTemplateB ? styles.welcomeB : ''}`}
      style={offer ? offerButtonStyle(offer) : undefined}
    >
      {offer?.logoImage && <img src={offer.logoImage.url} alt="" className={styles.offerLogo} />}
      <h1 className={styles.heading}>{m.welcome}</h1>
      <p className={styles.subheading}>{trialStarted(trialLength)}</p>
      <p className={styles.text}>
        {thanksUntil(
          // A preview shows what a visitor signing up today reads: their trial's end.
          isPreview ? formatLongDate(addDays(new Date(), trialLength)) : freeUntil(me.data),
        )}
      </p>
      {!isTemplateB && offer.features.length ? (
        <ul className={styles.features}>
          {offer.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.text}>{m.advice}</p>
      {isBrowserSupported && (
        <div>
          <Link to={homeHref} className={styles.button}>
            {m.startExploring}
          </Link>
        </div>
      )}
    </div>
  );
}
