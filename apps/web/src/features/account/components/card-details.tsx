import { useQuery } from '@tanstack/react-query';
import { ErrorMessage } from '../../../components/error-message';
import { LoadFailure } from '../../../components/load-failure';
import { useAppConfig } from '../../../lib/app-config-api';
import { cardsQueryOptions } from '../../../lib/cards-api';
import { useMe } from '../../../lib/me-api';
import { canRemoveCard } from '../account-rules';
import styles from './account.module.css';
import { CardActions } from './card-actions';
import { CardDetailsForm } from './card-details-form';

/** Spec §2 card details: brand and last four, the editable details, default and remove. */
export function CardDetails({ cardId }: { cardId: string }) {
  const cards = useQuery(cardsQueryOptions);
  const me = useMe();
  // The country list arrives with the config; the form's select needs it from the start.
  const config = useAppConfig();
  if (cards.isError) {
    return (
      <LoadFailure
        message="Could not load this card"
        onRetry={() => {
          void cards.refetch();
        }}
      />
    );
  }
  if (!cards.data || !me.data || !config.data) return null;
  const card = cards.data.find((candidate) => candidate.id === cardId);
  if (!card) return <ErrorMessage>This card was not found</ErrorMessage>;
  return (
    <div className={styles.columns}>
      <div className={styles.panel}>
        <p className={styles.greeting}>
          {card.brand} •••• {card.last4}
        </p>
        <CardActions card={card} isRemovable={canRemoveCard(me.data, cards.data.length)} />
      </div>
      <div className={styles.panel}>
        <CardDetailsForm key={card.id} card={card} />
      </div>
    </div>
  );
}
