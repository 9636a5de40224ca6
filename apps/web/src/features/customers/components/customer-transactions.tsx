import type { CustomerDetail, CustomerTransaction } from '@cadenza/domain';
import { useRef, useState, type RefObject } from 'react';
import { TextField } from '../../../components/form/text-field';
import { tableStyles } from '../../../components/ui/table';
import { formatLongDate } from '../../../lib/format-date';
import { customerActions } from '../api/customers-api';
import {
  amountFieldText,
  minorUnitsOf,
  moneyText,
  transactionKindLabels,
} from '../customer-format';
import { customersText as text } from '../customers-messages';
import { CustomerActionDialog } from './customer-action-dialog';
import { CustomerSection } from './customer-section';
import styles from './customers.module.css';

/** Trials, payments, refunds and declined attempts, newest first; a payment can be refunded. */
export function CustomerTransactions({
  detail,
  onNotice,
}: {
  detail: CustomerDetail;
  onNotice: (notice: string) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <CustomerSection title="Payments" headingRef={heading}>
      {detail.transactions.length === 0 ? (
        <p className={styles.muted}>{text.noTransactions}</p>
      ) : (
        <div className={tableStyles.scroll}>
          <table className={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">What</th>
                <th scope="col" className={tableStyles.numeric}>
                  Amount
                </th>
                <th scope="col" className={tableStyles.numeric}>
                  Refunded
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.transactions.map((row) => (
                <tr key={row.id}>
                  <td>{formatLongDate(row.purchaseDate)}</td>
                  <td>{transactionKindLabels[row.kind]}</td>
                  <td className={tableStyles.numeric}>
                    {row.kind === 'refund' ? '−' : ''}
                    {moneyText(row.total, row.currency)}
                  </td>
                  <td className={tableStyles.numeric}>
                    {row.refunded > 0 ? moneyText(row.refunded, row.currency) : ''}
                  </td>
                  <td>
                    {row.kind === 'charge' && (
                      <Refund
                        customerId={detail.customer.id}
                        payment={row}
                        onNotice={onNotice}
                        fallbackFocus={heading}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </CustomerSection>
  );
}

function Refund({
  customerId,
  payment,
  onNotice,
  fallbackFocus,
}: {
  customerId: string;
  payment: CustomerTransaction;
  onNotice: (notice: string) => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  const full = amountFieldText(payment.refundable, payment.currency);
  const [amount, setAmount] = useState(full);
  const minor = minorUnitsOf(amount, payment.currency);
  const isValid = minor !== null && minor > 0 && minor <= payment.refundable;
  const left = moneyText(payment.refundable, payment.currency);
  return (
    <CustomerActionDialog
      isAllowed={payment.refundable > 0}
      customerId={customerId}
      label={text.refund}
      title={text.refundTitle}
      confirmLabel={isValid ? `Refund ${moneyText(minor, payment.currency)}` : text.refund}
      variant="danger"
      onOpen={() => {
        setAmount(full);
      }}
      check={() => (isValid ? null : text.amountInvalid(left))}
      perform={customerActions.refund(customerId, payment.id, minor ?? 0)}
      onDone={() => {
        onNotice(text.refunded(moneyText(minor ?? 0, payment.currency)));
      }}
      fallbackFocus={fallbackFocus}
    >
      <p>
        {text.refundText(
          moneyText(payment.total, payment.currency),
          formatLongDate(payment.purchaseDate),
          left,
        )}
      </p>
      <TextField
        label={text.refundAmount(payment.currency)}
        inputMode="decimal"
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
        }}
      />
    </CustomerActionDialog>
  );
}
