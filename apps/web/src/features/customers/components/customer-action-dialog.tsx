import type { CustomerDetail } from '@cadenza/domain';
import { useState, type ReactNode, type RefObject } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCustomerAction } from '../hooks/use-customer-action';

export interface CustomerActionDialogProps {
  customerId: string;
  /** The button's label. */
  label: string;
  /** Whether the action is allowed now; if not, no button (kept mounted to return focus). */
  isAllowed?: boolean;
  title: string;
  confirmLabel: string;
  /** Danger for what cannot be undone (money back, access ended). */
  variant?: ButtonVariant;
  /** What will happen, and the fields the action takes. */
  children: ReactNode;
  /** Why the fields cannot be sent as they are, or null. */
  check?: () => string | null;
  /** The request, given its idempotency key. */
  perform: (key: string) => Promise<CustomerDetail>;
  /** Said on the page once done. */
  onDone: (detail: CustomerDetail) => void;
  /** Opened: its fields start again from their defaults. */
  onOpen?: () => void;
  /** Where focus goes if the button is gone once done (the action removed it). */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** A button opening the confirmation of one action on a customer, which it then carries out. */
export function CustomerActionDialog(props: CustomerActionDialogProps) {
  const action = useCustomerAction(props.customerId);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="small">
          {props.label}
        </Button>
      }
      showTrigger={props.isAllowed ?? true}
      isOpen={action.isOpen}
      onOpenChange={(open) => {
        if (open) {
          setProblem(null);
          props.onOpen?.();
        }
        action.onOpenChange(open);
      }}
      title={props.title}
      confirmLabel={props.confirmLabel}
      confirmVariant={props.variant}
      isBusy={action.isBusy}
      error={problem ?? action.error}
      fallbackFocus={props.fallbackFocus}
      onConfirm={() => {
        const found = props.check?.() ?? null;
        setProblem(found);
        if (!found) action.run(props.perform, props.onDone);
      }}
    >
      {props.children}
    </ConfirmDialog>
  );
}
