import type { Offer } from '@cadenza/domain';
import { paths } from '../../../lib/paths';
import { MAIN_CONTENT_ID } from '../../../components/layout/layout';
import { Link } from 'react-router';
import { Header } from '../../../components/layout/header';
import { dialogActions } from '../../../lib/dialog-store';
import { useDocumentTitle } from '../../../lib/document-title';
import { withReferralCode } from '../../../lib/referral-code';
import { defaultButtonText, fillTrialLength, offerMessages as m } from '../offer-messages';
import { offerLandingStyle } from '../offer-theme';
import { OfferLandingHeader } from './offer-landing-header';
import styles from './offers.module.css';

function SignupButton({ offer, text }: { offer: Offer; text: string }) {
  return (
    <Link to={paths.offerSignup.href(offer.code)} className={styles.button}>
      {text}
    </Link>
  );
}

function OfferTitle({ offer }: { offer: Offer }) {
  return (
    <h1 className={styles.title}>
      {offer.titleImage ? <img src={offer.titleImage.url} alt={offer.title} /> : offer.title}
    </h1>
  );
}

/** Spec §2 offer landing (active): template A (hero beside its image) or B (centred). */
export function OfferLanding({ offer }: { offer: Offer }) {
  useDocumentTitle(offer.title);
  const buttonText = offer.buttonText ?? defaultButtonText(offer.trialLength);
  const secondButtonText = offer.signupText
    ? fillTrialLength(offer.signupText, offer.trialLength)
    : buttonText;
  const isTemplateA = offer.template === 'A';
  const heroStyle =
    isTemplateA && offer.headerBackgroundImage
      ? { backgroundImage: `url("${offer.headerBackgroundImage.url}")` }
      : undefined;
  const texts = [offer.secondText, offer.thirdText, offer.fourthText].filter(Boolean);
  const video = offer.offerVideo;
  return (
    <div className={styles.landing} style={offerLandingStyle(offer)}>
      <OfferLandingHeader offer={offer} />
      <main id={MAIN_CONTENT_ID}>
        <section
          className={`${styles.hero} ${isTemplateA ? styles.heroA : styles.heroB}`}
          style={heroStyle}
        >
          <div className={styles.heroText}>
            {!isTemplateA && offer.logoImage && offer.disableDualLogo && (
              <img src={offer.logoImage.url} alt="" className={styles.offerLogo} />
            )}
            <OfferTitle offer={offer} />
            {offer.firstText && <p className={styles.text}>{offer.firstText}</p>}
            {offer.features.length > 0 && (
              <ul className={styles.features}>
                {offer.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
            {offer.cta && (
              <ul className={styles.pieces} aria-label="Pieces to play">
                {offer.cta.piece.pieces.map((piece, index) => (
                  <li key={piece.id}>
                    <Link to={withReferralCode(paths.piece.href(piece.id), offer.code)}>
                      {offer.cta?.piece.secondaryTexts[index] ?? piece.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.ctaRow}>
              <SignupButton offer={offer} text={buttonText} />
              {!offer.hideExploreLink && (
                <Link to={paths.offerHome.href(offer.code)}>{m.exploreAsGuest}</Link>
              )}
            </div>
            {video && (
              <button
                type="button"
                className={`${styles.button} ${styles.videoButton}`}
                onClick={() => {
                  dialogActions.open('video', {
                    closable: true,
                    videoUrl: video.url,
                    videoTitle: offer.title,
                  });
                }}
              >
                {m.watchVideo}
              </button>
            )}
          </div>
        </section>
        {(texts.length > 0 || offer.secondSignupButton) && (
          <section className={styles.texts} aria-label="More about this offer">
            {texts.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {offer.secondSignupButton && (
              <div>
                <SignupButton offer={offer} text={secondButtonText} />
              </div>
            )}
          </section>
        )}
      </main>
    </div>
  );
}

/** Spec §2 offer landing (inactive). */
export function InactiveOffer() {
  useDocumentTitle(m.inactiveTitle);
  return (
    <>
      <Header variant="landing" />
      <main id={MAIN_CONTENT_ID} className={styles.inactive}>
        <h1 className={styles.heading}>{m.inactiveTitle}</h1>
        <p className={styles.text}>{m.inactiveTrial}</p>
        <div className={styles.ctaRow}>
          {/* Plain links: the inactive code is not carried to the default trial. */}
          <Link to={paths.accountSubscribe.href()} className={styles.button}>
            Start free trial
          </Link>
          <Link to={paths.home.href()}>{m.exploreAsGuest}</Link>
        </div>
      </main>
    </>
  );
}
