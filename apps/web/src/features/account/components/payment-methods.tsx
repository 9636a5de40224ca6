import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../lib/paths';
import { AppLink } from '../../../components/app-link';
import { CreditCardIcon } from '../../../components/icons/ui-icons';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingArea, Skeleton } from '../../../components/ui/skeleton';
import { LoadFailure } from '../../../components/load-failure';
import { cardLabel, cardsQueryOptions } from '../../../lib/cards-api';
import { accountMessages as m } from '../account-messages';
import { formatCardExpiry, isCardExpired } from '../account-rules';
import styles from './account.module.css';

/** Spec §2 payment methods: every saved card, each linking to its details. */
export function PaymentMethods({ now = new Date() }: { now?: Date }) {
  const cards = useQuery(cardsQueryOptions);
  if (cards.isError) {
    return (
      <LoadFailure
        message="Could not load your payment methods"
        onRetry={() => {
          void cards.refetch();
        }}
      />
    );
  }
  if (!cards.data) {
    return (
      <LoadingArea className={styles.cardList}>
        <Skeleton shape="block" />
        <Skeleton shape="block" />
      </LoadingArea>
    );
  }
  const addLink = (
    <AppLink to={paths.accountAddCard.href()} className={buttonClassName({ variant: 'secondary' })}>
      {/* A flex item is a block, so its first letter can be capitalised. */}
      <span className={styles.capitalised}>{m.addPaymentMethod}</span>
    </AppLink>
  );
  if (cards.data.length === 0) {
    return <EmptyState title={m.noPaymentMethods} icon={<CreditCardIcon />} action={addLink} />;
  }
  return (
    <div className={styles.section}>
      <ul className={styles.cardList}>
        {cards.data.map((card) => (
          <li key={card.id}>
            <AppLink to={paths.accountCardDetails.href(card.id)} className={styles.cardRow}>
              <span className={styles.cardName}>
                {cardLabel(card)}
                {card.isDefault ? ' (default)' : ''}
              </span>
              <span className={styles.cardExpiry}>
                {isCardExpired(card, now) ? 'Expired' : 'Expires'} {formatCardExpiry(card)}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      <div>{addLink}</div>
    </div>
  );
}
