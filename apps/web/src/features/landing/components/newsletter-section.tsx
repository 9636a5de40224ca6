import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './landing.module.css';

export const NEWSLETTER_HEADING = 'Sign up to our newsletter';

// The form validates with the domain's schema (zod): it loads when the section comes near
// the screen, after the page is interactive.
const NewsletterForm = lazy(async () => ({
  default: (await import('../../newsletter/components/newsletter-form')).NewsletterForm,
}));

function useIsNearViewport() {
  const ref = useRef<HTMLElement>(null);
  // Without IntersectionObserver the form loads at once.
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [isNear]);
  return { ref, isNear };
}

export function NewsletterSection() {
  const { ref, isNear } = useIsNearViewport();
  return (
    <section ref={ref} className={styles.newsletter} aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className={styles.sectionHeading}>
        {NEWSLETTER_HEADING}
      </h2>
      <p>News of the latest scores, recordings and masterclasses, once a month.</p>
      <div className={styles.newsletterFormSlot}>
        {isNear && (
          <Suspense fallback={null}>
            <NewsletterForm />
          </Suspense>
        )}
      </div>
    </section>
  );
}
