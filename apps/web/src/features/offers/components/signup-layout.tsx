import type { CSSProperties, ReactNode } from 'react';
import { offerMessages as m } from '../offer-messages';
import styles from './signup-layout.module.css';

const steps = [m.createAccount, m.enterCardDetails];

/**
 * A signup step's page: the step's form in a card and, beside it where the window is wide
 * enough (under it on a phone), the two steps with the current one marked and what the
 * trial brings (`aside`).
 */
export function SignupLayout({
  step,
  aside,
  style,
  children,
}: {
  step: 1 | 2;
  aside: ReactNode;
  /** An offer's colours (its variables). */
  style?: CSSProperties | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.layout} style={style}>
      <div className={styles.main}>{children}</div>
      <aside className={styles.aside} aria-label="Your free trial">
        <ol className={styles.steps}>
          {steps.map((name, index) => {
            const number = index + 1;
            const state = number === step ? 'current' : number < step ? 'done' : 'next';
            return (
              <li
                key={name}
                className={`${styles.step} ${styles[state]}`}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className={styles.stepNumber} aria-hidden="true">
                  {number}
                </span>
                {name}
              </li>
            );
          })}
        </ol>
        {aside}
      </aside>
    </div>
  );
}
