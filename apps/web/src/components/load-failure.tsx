import { ErrorMessage } from './error-message';
import { formStyles } from './form/form-error';
import styles from './error-message.module.css';

/** Content that could not be fetched: what went wrong, and Try again (fetches it again). */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.failure}>
      <ErrorMessage>{message}</ErrorMessage>
      <button type="button" className={formStyles.secondaryButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
