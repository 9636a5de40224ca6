import type { OfferFigures as Figures } from '@cadenza/domain';
import styles from './console.module.css';

/** Trials that became paid, of those whose end has passed; none before any has ended. */
export function conversionText(figures: Figures): string {
  if (figures.trialsEnded === 0) return 'No trial has ended yet';
  const percent = Math.round((figures.convertedToPaid / figures.trialsEnded) * 100);
  return `${String(percent)}% (${String(figures.convertedToPaid)} of ${String(figures.trialsEnded)} ended trials)`;
}

/** An offer's figures, counted from its subscriptions and charges. */
export function OfferFigures({ figures }: { figures: Figures }) {
  return (
    <dl className={styles.figures} aria-label="Figures">
      <div>
        <dt>Redemptions</dt>
        <dd>{figures.redemptions}</dd>
      </div>
      <div>
        <dt>Trials started</dt>
        <dd>{figures.trialsStarted}</dd>
      </div>
      <div>
        <dt>Converted to paid</dt>
        <dd>{figures.convertedToPaid}</dd>
      </div>
      <div>
        <dt>Conversion</dt>
        <dd>{conversionText(figures)}</dd>
      </div>
    </dl>
  );
}
