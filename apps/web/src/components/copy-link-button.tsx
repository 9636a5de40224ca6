import { useEffect, useRef, useState } from 'react';
import { LinkIcon } from './icons/ui-icons';
import styles from './copy-link-button.module.css';

/** Spec §9: the copy-URL toast lasts 3 seconds. */
export const COPY_TOAST_MS = 3000;
export const LINK_COPIED_MESSAGE = 'Link copied to clipboard';

/** Copies the page's address and confirms it in a toast. */
export function CopyLinkButton() {
  const [isToastShown, setIsToastShown] = useState(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timerRef.current);
    },
    [],
  );

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
    } catch {
      // Clipboard refused (permissions, insecure context): nothing to confirm.
      return;
    }
    setIsToastShown(true);
    clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => {
      setIsToastShown(false);
    }, COPY_TOAST_MS);
  }

  return (
    <>
      <button type="button" className={styles.button} onClick={() => void copy()}>
        <LinkIcon width={18} height={18} />
        Copy link
      </button>
      <div className={styles.toastRegion} role="status" aria-live="polite">
        {isToastShown && <p className={styles.toast}>{LINK_COPIED_MESSAGE}</p>}
      </div>
    </>
  );
}
