import { paths } from '../../../lib/paths';
import { AppLink } from '../../../components/app-link';
import { ReceiptIcon } from '../../../components/icons/ui-icons';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { tableStyles } from '../../../components/ui/table';
import { useAppConfig } from '../../../lib/app-config-api';
import { formatLongDate } from '../../../lib/format-date';
import { useMe } from '../../../lib/me-api';
import { accountMessages as m } from '../account-messages';
import { purchaseLabel, purchasePrice } from '../account-rules';

/** The help-centre article about subscription charges. */
export const SUBSCRIPTION_CHARGES_HELP_HREF = `${paths.help.href()}#subscription-charges`;

/** Spec §2 purchase history: label, date and price of every transaction. */
export function PurchaseHistory() {
  const me = useMe();
  const config = useAppConfig();
  if (!me.data) return null;
  const { transactions } = me.data;
  if (transactions.length === 0) {
    return (
      <EmptyState
        title={m.noPurchases}
        icon={<ReceiptIcon />}
        action={
          <AppLink to={paths.accountSubscription.href()} className={buttonClassName()}>
            Subscription
          </AppLink>
        }
      />
    );
  }
  const countryCode = config.data?.stripePlan.countryCode;
  return (
    <div className={tableStyles.scroll}>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">Purchase</th>
            <th scope="col">Date</th>
            <th scope="col" className={tableStyles.numeric}>
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => {
            const price = purchasePrice(transaction, countryCode);
            return (
              <tr key={transaction.id}>
                <td>{purchaseLabel(transaction)}</td>
                <td>{formatLongDate(transaction.purchaseDate)}</td>
                <td className={tableStyles.numeric}>
                  {price.kind === 'free' && 'Free'}
                  {price.kind === 'amount' && price.text}
                  {price.kind === 'help' && (
                    <AppLink to={SUBSCRIPTION_CHARGES_HELP_HREF}>{m.helpLink}</AppLink>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
