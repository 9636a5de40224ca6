import { paths } from '../../../lib/paths';
import { AppLink } from '../../../components/app-link';
import { catalogueLead, trialLinkTexts, TRIAL_REMINDER_DAYS } from '../landing-content';
import type { LandingData } from '../api/landing-api';
import { SampleScore } from './sample-score';
import { TrialLink } from './trial-link';
import styles from './landing.module.css';

interface LandingHeroProps {
  heading: string;
  landingData: LandingData;
  /** Trial link and signup copy: hidden for unsupported browsers and restricted countries. */
  showSignup: boolean;
}

export function LandingHero({ heading, landingData, showSignup }: LandingHeroProps) {
  const { trialLengthDays, monthlyPrice, scoreCount, samplePiece } = landingData;
  return (
    <section
      className={samplePiece === null ? `${styles.hero} ${styles.heroAlone}` : styles.hero}
      aria-labelledby="landing-heading"
    >
      <div className={styles.heroText}>
        <h1 id="landing-heading" className={styles.heroHeading}>
          {heading}
        </h1>
        <p className={styles.heroLead} data-testid="catalogue-lead">
          {catalogueLead(scoreCount)}
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
      {/* A catalogue with no piece to show gets no empty frame: the text takes the width. */}
      {samplePiece !== null && <SampleScore piece={samplePiece} />}
    </section>
  );
}
