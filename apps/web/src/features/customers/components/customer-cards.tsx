import type { CustomerDetail } from '@cadenza/domain';
import { formatExpiry } from '@cadenza/domain/rules';
import { tableStyles } from '../../../components/ui/table';
import { customersText as text } from '../customers-messages';
import { CustomerSection } from './customer-section';
import styles from './customers.module.css';

/** Saved cards: brand, last four digits and expiry, nothing more. */
export function CustomerCards({ detail }: { detail: CustomerDetail }) {
  return (
    <CustomerSection title="Cards">
      {detail.cards.length === 0 ? (
        <p className={styles.muted}>{text.noCards}</p>
      ) : (
        <div className={tableStyles.scroll}>
          <table className={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">Card</th>
                <th scope="col">Expires</th>
                <th scope="col">Default</th>
              </tr>
            </thead>
            <tbody>
              {detail.cards.map((card) => (
                <tr key={card.id}>
                  <td>{`${card.brand} •••• ${card.last4}`}</td>
                  <td>{formatExpiry({ expMonth: card.expiryMonth, expYear: card.expiryYear })}</td>
                  <td>{card.isDefault ? 'Default' : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </CustomerSection>
  );
}
