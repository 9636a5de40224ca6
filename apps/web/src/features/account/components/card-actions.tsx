import type { Card } from '@cadenza/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { trackEvent } from '../../../lib/analytics';
import { cardsQueryOptions } from '../../../lib/cards-api';
import { meQueryOptions } from '../../../lib/me-api';
import { makeCardDefault, removeCard } from '../api/account-api';
import { accountMessages as m } from '../account-messages';
import styles from './account.module.css';

/** Asks before a card goes: removing cannot be undone. Keeping it is the focused choice. */
function ConfirmRemoval({
  card,
  isBusy,
  onRemove,
  onKeep,
}: {
  card: Card;
  isBusy: boolean;
  onRemove: () => void;
  onKeep: () => void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keepRef.current?.focus();
  }, []);
  return (
    <div role="group" aria-label={m.confirmRemovalLabel} className={styles.confirmRow}>
      <p className={styles.text}>{m.confirmRemoval(card.brand, card.last4)}</p>
      <Button variant="danger" isLoading={isBusy} onClick={onRemove}>
        {m.confirmRemove}
      </Button>
      <Button ref={keepRef} variant="secondary" disabled={isBusy} onClick={onKeep}>
        {m.keepCard}
      </Button>
    </div>
  );
}

/** Make default (then 'this card is default', disabled) and remove (or why it cannot go). */
export function CardActions({ card, isRemovable }: { card: Card; isRemovable: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
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
      <Button
        variant="secondary"
        disabled={card.isDefault || isBusy}
        onClick={() => void makeDefault()}
      >
        {/* A flex item is a block, so its first letter can be capitalised. */}
        <span className={styles.capitalised}>{card.isDefault ? m.isDefault : m.makeDefault}</span>
      </Button>
      {isRemovable && isConfirming && (
        <ConfirmRemoval
          card={card}
          isBusy={isBusy}
          onRemove={() => void remove()}
          onKeep={() => {
            setIsConfirming(false);
            // Back to the button that asked, as after a dialog.
            setTimeout(() => removeRef.current?.focus(), 0);
          }}
        />
      )}
      {isRemovable && !isConfirming && (
        <Button
          ref={removeRef}
          variant="secondary"
          disabled={isBusy}
          onClick={() => {
            setIsConfirming(true);
          }}
        >
          <span className={styles.capitalised}>{m.removeCard}</span>
        </Button>
      )}
      {!isRemovable && <p className={styles.muted}>{m.cannotRemoveCard}</p>}
    </div>
  );
}
