import styles from './page-loading.module.css';

/** Shown while the first route's code loads. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      Loading…
    </div>
  );
}
