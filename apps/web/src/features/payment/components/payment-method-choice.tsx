import type { Card } from '@cadenza/domain';
import { useId } from 'react';
import { formStyles } from '../../../components/form/form-error';
import { cardLabel } from '../../../lib/cards-api';
import type { PaymentMethodChoice as Choice } from '../../../lib/dialog-store';
import { paymentMessages as m, payWithSavedCard } from '../payment-messages';
import styles from './payment-dialogs.module.css';

/** The saved default card or a new one: two radios, the saved card first. */
export function PaymentMethodChoice({
  card,
  value,
  onChange,
}: {
  card: Pick<Card, 'brand' | 'last4'>;
  value: Choice;
  onChange: (value: Choice) => void;
}) {
  const name = useId();
  const option = (choice: Choice, label: string) => (
    <div className={formStyles.checkbox}>
      <input
        id={`${name}-${choice}`}
        type="radio"
        name={name}
        checked={value === choice}
        onChange={() => {
          onChange(choice);
        }}
      />
      <label htmlFor={`${name}-${choice}`}>{label}</label>
    </div>
  );
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{m.howToPay}</legend>
      {option('saved-card', payWithSavedCard(cardLabel(card)))}
      {option('new-card', m.payWithNewCard)}
    </fieldset>
  );
}
