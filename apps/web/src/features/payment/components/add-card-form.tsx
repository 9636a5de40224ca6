import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { errorMessage } from '../../../lib/api-client';
import { cardsQueryOptions } from '../../../lib/cards-api';
import { meQueryOptions } from '../../../lib/me-api';
import { addCard } from '../api/payment-api';
import { CardForm } from '../card-form/card-form';
import { formatProviderMessage } from '../../../lib/format-provider-message';

/**
 * Spec §4 adding a card: a provider token, the server, the cards refetched, then the
 * payment methods route; a failure shows the formatted error.
 */
export function AddCardForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function saveCard(token: string): Promise<string | null> {
    try {
      await addCard(token);
    } catch (error) {
      return formatProviderMessage(errorMessage(error));
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: cardsQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
    ]);
    await navigate(paths.accountPayment.href());
    return null;
  }

  return <CardForm submitLabel="Add card" onToken={saveCard} />;
}
