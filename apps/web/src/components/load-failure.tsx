import { ErrorMessage } from './error-message';
import { Button } from './ui/button';
import styles from './error-message.module.css';

/** Content that could not be fetched: what went wrong, and Try again (fetches it again). */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.failure}>
      <ErrorMessage>{message}</ErrorMessage>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
