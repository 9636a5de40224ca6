import type { CustomerDetail } from '@cadenza/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { customerQueries } from '../api/customers-api';
import { newIdempotencyKey } from '../idempotency-key';

/**
 * One action's dialog on a customer's page: open or not, its idempotency key (made when the
 * dialog opens and sent with every try until it closes, so a retry never does it twice), the
 * request and its failure. Done, the page shows the customer as the server answered.
 */
export function useCustomerAction(customerId: string) {
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const key = useRef('');
  const mutation = useMutation({
    mutationFn: (perform: (key: string) => Promise<CustomerDetail>) => perform(key.current),
  });

  return {
    isOpen,
    onOpenChange(open: boolean) {
      if (open) {
        key.current = newIdempotencyKey();
        mutation.reset();
      }
      setIsOpen(open);
    },
    isBusy: mutation.isPending,
    error: mutation.error ? errorMessage(mutation.error) : null,
    /** Sends the action (`perform` with the key); on success closes and calls `onDone`. */
    run(
      perform: (key: string) => Promise<CustomerDetail>,
      onDone: (detail: CustomerDetail) => void,
    ) {
      mutation.mutate(perform, {
        onSuccess(detail) {
          queryClient.setQueryData(customerQueries.detail(customerId).queryKey, detail);
          // The emails (one sent again) and the search rows (a status) may have changed too.
          void queryClient.invalidateQueries({ queryKey: customerQueries.emailsOf(customerId) });
          void queryClient.invalidateQueries({ queryKey: customerQueries.searches });
          setIsOpen(false);
          onDone(detail);
        },
      });
    },
  };
}

export type CustomerAction = ReturnType<typeof useCustomerAction>;
