import { contentClientMessages } from '@cadenza/domain';
import styles from './product-frame.module.css';

/**
 * In place of the player while a product's media are still being made: says so, with no play
 * control. The page asks for the product again until they are ready (useProductPage).
 */
export function MediaPreparing({ label }: { label: string }) {
  return (
    <p className={styles.preparing} role="status">
      {contentClientMessages.mediaPreparing(label.toLowerCase())}
    </p>
  );
}
