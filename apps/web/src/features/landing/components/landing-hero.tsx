import { paths } from '../../../lib/paths';
import { AppLink } from '../../../components/app-link';
import { trialLinkTexts, TRIAL_REMINDER_DAYS } from '../landing-content';
import type { LandingData } from '../api/landing-api';
import { TrialLink } from './trial-link';
import styles from './landing.module.css';

interface LandingHeroProps {
  heading: string;
  landingData: LandingData;
  /** Trial link and signup copy: hidden for unsupported browsers and restricted countries. */
  showSignup: boolean;
}

export function LandingHero({ heading, landingData, showSignup }: LandingHeroProps) {
  const { trialLengthDays, monthlyPrice } = landingData;
  return (
    <section className={styles.hero} aria-labelledby="landing-heading">
      <div className={styles.heroText}>
        <h1 id="landing-heading" className={styles.heroHeading}>
          {heading}
        </h1>
        <p className={styles.heroLead}>
          6000+ classical, jazz and educational piano and vocal scores, with professional recordings
          and accompaniments synced to the music.
        </p>
        {showSignup && (
          <div className={styles.heroTerms}>
            {/* The price arrives after the first paint: its line is kept free for it. */}
            <p className={styles.heroPrice}>
              Try it free for {trialLengthDays} days
              {monthlyPrice ? `, then ${monthlyPrice} per month.` : '.'}
            </p>
            <p>
              No commitment: cancel any time during the trial and no charge is made. We send a
              reminder email {TRIAL_REMINDER_DAYS} days before your trial ends. One subscription
              covers the iPad app and the desktop website.
            </p>
          </div>
        )}
        <div className={styles.heroActions}>
          {showSignup && (
            <TrialLink template={trialLinkTexts.start} trialLengthDays={trialLengthDays} />
          )}
          <AppLink to={paths.home.href()} className={styles.secondaryButton}>
            Explore as a guest
          </AppLink>
        </div>
      </div>
      <img
        className={styles.screenshot}
        src="/landing/app-screenshot.svg"
        width="560"
        height="380"
        alt="A score in the app, with the recording's play controls beneath it"
      />
    </section>
  );
}
