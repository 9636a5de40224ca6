import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../../components/icons/ui-icons';
import type { DialogHeight } from '../dialog-sizes';
import styles from '../../../components/ui/modal.module.css';
import { useBodyScrollLock } from '../../../components/ui/use-body-scroll-lock';

interface ModalDialogProps {
  isOpen: boolean;
  title: string;
  /** Close icon, Escape and a click on the overlay close the dialog only when set. */
  isClosable: boolean;
  height: DialogHeight;
  onClose: () => void;
  children: ReactNode;
}

const heightClass: Record<DialogHeight, string | undefined> = {
  600: styles.height600,
  400: styles.height400,
  auto: undefined,
};

/**
 * The control that opened the dialog (what had focus as it opened), to focus again when it
 * closes: the dialog is opened from a store, not by a Radix trigger Radix could return to.
 */
function useOpener(isOpen: boolean) {
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (isOpen && !openerRef.current && document.activeElement instanceof HTMLElement)
      openerRef.current = document.activeElement;
  }, [isOpen]);
  return (event: Event) => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected && opener !== document.body) {
      event.preventDefault();
      opener.focus();
    }
  };
}

/**
 * The app's one modal: focus kept inside, the rest of the page hidden from screen readers, and
 * given back to the control that opened it when it closes.
 */
export function ModalDialog({
  isOpen,
  title,
  isClosable,
  height,
  onClose,
  children,
}: ModalDialogProps) {
  useBodyScrollLock(isOpen);
  const returnFocus = useOpener(isOpen);
  const preventUnlessClosable = (event: Event) => {
    if (!isClosable) event.preventDefault();
  };
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <div className={styles.overlay} data-state={isOpen ? 'open' : 'closed'}>
          <Dialog.Content
            className={`${styles.content} ${heightClass[height] ?? ''}`}
            aria-describedby={undefined}
            onEscapeKeyDown={preventUnlessClosable}
            onCloseAutoFocus={returnFocus}
            onPointerDownOutside={preventUnlessClosable}
            onInteractOutside={preventUnlessClosable}
          >
            <div className={styles.header}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {isClosable && (
                <Dialog.Close className={styles.close} aria-label="Close">
                  <CloseIcon width={20} height={20} />
                </Dialog.Close>
              )}
            </div>
            {children}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
