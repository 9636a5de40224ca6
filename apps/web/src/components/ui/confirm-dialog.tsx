import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from '../icons/ui-icons';
import { Button, type ButtonVariant } from './button';
import styles from './modal.module.css';
import { useBodyScrollLock } from './use-body-scroll-lock';

interface ConfirmDialogProps {
  /** The button that opens it; focus goes back to it when the dialog closes. */
  trigger: ReactElement;
  /**
   * False hides the button (what it does is no longer allowed) while the dialog stays
   * mounted, so that closing it can still move focus (to `fallbackFocus`).
   */
  showTrigger?: boolean | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** What will happen, and any fields the action takes. */
  children: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant | undefined;
  isBusy?: boolean | undefined;
  /** Why the last attempt failed, announced as it appears. */
  error?: string | null | undefined;
  /** Enter in a field or the confirm button. */
  onConfirm: () => void;
  /** Where focus goes when the dialog closes and its trigger is gone (the action removed it). */
  fallbackFocus?: RefObject<HTMLElement | null> | undefined;
}

/**
 * A modal asking to confirm an action (the app's one modal look): Escape, the close icon and
 * Cancel close it; focus stays inside while open and returns to the button that opened it.
 */
export function ConfirmDialog({
  trigger,
  showTrigger = true,
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  confirmVariant,
  isBusy = false,
  error,
  onConfirm,
  fallbackFocus,
}: ConfirmDialogProps) {
  useBodyScrollLock(isOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      {showTrigger && (
        <Dialog.Trigger asChild ref={triggerRef}>
          {trigger}
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <div className={styles.overlay} data-state={isOpen ? 'open' : 'closed'}>
          <Dialog.Content
            className={styles.content}
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              const opener = triggerRef.current;
              if (opener?.isConnected && !opener.disabled) return;
              event.preventDefault();
              fallbackFocus?.current?.focus();
            }}
          >
            <div className={styles.header}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              <Dialog.Close className={styles.close} aria-label="Close">
                <CloseIcon width={20} height={20} />
              </Dialog.Close>
            </div>
            <form
              className={styles.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!isBusy) onConfirm();
              }}
            >
              {children}
              {error && (
                <p role="alert" className={styles.error}>
                  {error}
                </p>
              )}
              <div className={styles.actions}>
                <Dialog.Close asChild>
                  <Button variant="secondary">Cancel</Button>
                </Dialog.Close>
                <Button type="submit" variant={confirmVariant} isLoading={isBusy}>
                  {confirmLabel}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
