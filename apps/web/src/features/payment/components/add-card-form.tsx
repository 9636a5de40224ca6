import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { errorMessage } from '../../../lib/api-client';
import { cardsQueryOptions } from '../../../lib/cards-api';
import { meQueryOptions } from '../../../lib/me-api';
import { addCard } from '../api/payment-api';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { formStyles } from '../../../components/form/form-error';
import { CardForm } from '../card-form/card-form';
import { paymentMessages as m } from '../payment-messages';
import { formatProviderMessage } from '../../../lib/format-provider-message';

/**
 * Spec §4 adding a card: a provider token, the server, the cards refetched, then the
 * payment methods route; a failure shows the formatted error. The new card becomes the
 * default only when the person ticks 'Make this my default card' (a first card always is).
 */
export function AddCardForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cards = useQuery(cardsQueryOptions);
  const [makeDefault, setMakeDefault] = useState(false);
  const hasDefault = cards.data?.some((card) => card.isDefault) ?? false;

  async function saveCard(token: string): Promise<string | null> {
    try {
      await addCard({ token, makeDefault: hasDefault && makeDefault });
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

  return (
    <CardForm submitLabel="Add card" onToken={saveCard}>
      {hasDefault ? (
        <CheckboxField
          label={m.makeDefaultCard}
          checked={makeDefault}
          onChange={(event) => {
            setMakeDefault(event.target.checked);
          }}
        />
      ) : (
        cards.data && <p className={formStyles.hint}>{m.firstCardIsDefault}</p>
      )}
    </CardForm>
  );
}
