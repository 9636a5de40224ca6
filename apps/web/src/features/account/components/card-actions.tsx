import type { Card } from '@cadenza/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { formStyles } from '../../../components/form/form-error';
import { trackEvent } from '../../../lib/analytics';
import { cardsQueryOptions } from '../../../lib/cards-api';
import { meQueryOptions } from '../../../lib/me-api';
import { makeCardDefault, removeCard } from '../api/account-api';
import { accountMessages as m } from '../account-messages';
import styles from './account.module.css';

/** Make default (then 'this card is default', disabled) and remove (or why it cannot go). */
export function CardActions({ card, isRemovable }: { card: Card; isRemovable: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const refetchCards = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cardsQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
    ]);

  async function makeDefault() {
    setIsBusy(true);
    try {
      await makeCardDefault(card.id);
      await refetchCards();
    } catch {
      trackEvent('card-default-failure');
    }
    setIsBusy(false);
  }

  async function remove() {
    setIsBusy(true);
    try {
      await removeCard(card.id);
      await refetchCards();
      await navigate(paths.accountPayment.href());
    } catch {
      // Spec §4: only a failure action is recorded; no message is shown.
      trackEvent('card-delete-failure');
      setIsBusy(false);
    }
  }

  return (
    <div className={styles.actionsRow}>
      <button
        type="button"
        className={`${formStyles.secondaryButton} ${styles.capitalised}`}
        disabled={card.isDefault || isBusy}
        onClick={() => void makeDefault()}
      >
        {card.isDefault ? m.isDefault : m.makeDefault}
      </button>
      {isRemovable ? (
        <button
          type="button"
          className={`${formStyles.secondaryButton} ${styles.capitalised}`}
          disabled={isBusy}
          onClick={() => void remove()}
        >
          {m.removeCard}
        </button>
      ) : (
        <p className={styles.muted}>{m.cannotRemoveCard}</p>
      )}
    </div>
  );
}
