import { lazy, Suspense } from 'react';
import { dialogHostSignal, useSignal } from '../lib/entry-signals';

// Its own chunk with the dialog store, downloaded with the first dialog: the landing page's
// first download stays small.
const DialogRoot = lazy(async () => {
  const dialogModule = await import('./dialog-root');
  return { default: dialogModule.DialogRoot };
});

/** Mounts the app's modal once something opens a dialog, and keeps it mounted afterwards. */
export function DialogMount() {
  const hasOpened = useSignal(dialogHostSignal) > 0;
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <DialogRoot />
    </Suspense>
  );
}
