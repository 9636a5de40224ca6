import type { ReactNode } from 'react';
import styles from './error-message.module.css';

/** A failure shown in place of content; announced to screen readers. */
export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <p className={styles.error} role="alert">
      {children}
    </p>
  );
}
