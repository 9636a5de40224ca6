import { useId, type ReactNode, type RefObject } from 'react';
import { Card } from '../../../components/ui/card';
import styles from './customers.module.css';

/** One part of a customer's page: its heading (focus lands there when an action's button goes). */
export function CustomerSection({
  title,
  headingRef,
  aside,
  children,
}: {
  title: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** Beside the heading: the section's own action. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h3 id={id} ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </Card>
  );
}
