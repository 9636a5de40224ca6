import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../lib/paths';
import { AppLink } from '../../../components/app-link';
import { ErrorMessage } from '../../../components/error-message';
import { cardLabel, cardsQueryOptions } from '../../../lib/cards-api';
import { accountMessages as m } from '../account-messages';
import { formatCardExpiry, isCardExpired } from '../account-rules';
import styles from './account.module.css';

/** Spec §2 payment methods: every saved card, each linking to its details. */
export function PaymentMethods({ now = new Date() }: { now?: Date }) {
  const cards = useQuery(cardsQueryOptions);
  if (cards.isError) return <ErrorMessage>Could not load your payment methods</ErrorMessage>;
  if (!cards.data) return null;
  const addLink = (
    <AppLink to={paths.accountAddCard.href()} className={styles.capitalised}>
      {m.addPaymentMethod}
    </AppLink>
  );
  if (cards.data.length === 0) {
    return (
      <div className={styles.section}>
        <p className={styles.text}>{m.noPaymentMethods}</p>
        <p className={styles.text}>{addLink}</p>
      </div>
    );
  }
  return (
    <div className={styles.section}>
      <ul className={styles.links}>
        {cards.data.map((card) => (
          <li key={card.id}>
            <AppLink to={paths.accountCardDetails.href(card.id)} className={styles.cardRow}>
              <span>
                {cardLabel(card)}
                {card.isDefault ? ' (default)' : ''}
              </span>
              <span>
                {isCardExpired(card, now) ? 'Expired' : 'Expires'} {formatCardExpiry(card)}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      <p className={styles.text}>{addLink}</p>
    </div>
  );
}
