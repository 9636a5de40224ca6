import {
  addDays,
  MAX_GRANTED_MONTHS,
  MAX_TRIAL_EXTENSION_DAYS,
  type CustomerDetail,
  type CustomerSubscription,
} from '@cadenza/domain';
import { useRef, useState, type RefObject } from 'react';
import { TextField } from '../../../components/form/text-field';
import { formatLongDate } from '../../../lib/format-date';
import { customerActions } from '../api/customers-api';
import { moneyText, providerLabels, subscriptionStateLabel } from '../customer-format';
import { customersText as text } from '../customers-messages';
import { CustomerActionDialog } from './customer-action-dialog';
import { CustomerSection } from './customer-section';
import styles from './customers.module.css';

interface SectionProps {
  detail: CustomerDetail;
  onNotice: (notice: string) => void;
}

/** The customer's subscriptions, newest first, each with the actions it allows now. */
export function CustomerSubscriptions({ detail, onNotice }: SectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <CustomerSection title="Subscriptions" headingRef={heading}>
      {detail.subscriptions.length === 0 ? (
        <p className={styles.muted}>{text.noSubscriptions}</p>
      ) : (
        detail.subscriptions.map((subscription) => (
          <SubscriptionCard
            key={subscription.id}
            customerId={detail.customer.id}
            subscription={subscription}
            onNotice={onNotice}
            fallbackFocus={heading}
          />
        ))
      )}
    </CustomerSection>
  );
}

interface CardProps {
  customerId: string;
  subscription: CustomerSubscription;
  onNotice: (notice: string) => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}

function SubscriptionCard({ customerId, subscription, onNotice, fallbackFocus }: CardProps) {
  const { actions } = subscription;
  const isLive = subscription.status === 'active' || subscription.status === 'past_due';
  return (
    <article
      className={styles.subscription}
      aria-label={`Subscription ${subscription.originalTransactionId}`}
    >
      <dl className={styles.facts}>
        <div>
          <dt>State</dt>
          <dd>
            <span className={styles.state} data-live={isLive}>
              {subscriptionStateLabel(subscription)}
            </span>
          </dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{`${moneyText(subscription.amount, subscription.currency)} a month (${providerLabels[subscription.provider]})`}</dd>
        </div>
        <div>
          <dt>{subscription.isTrialPeriod ? 'Trial ends' : 'Paid until'}</dt>
          <dd>{formatLongDate(subscription.periodEnd)}</dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>{formatLongDate(subscription.createdAt)}</dd>
        </div>
        {subscription.trialEnd && !subscription.isTrialPeriod && (
          <div>
            <dt>Trial ended</dt>
            <dd>{formatLongDate(subscription.trialEnd)}</dd>
          </div>
        )}
        {subscription.cancellationDate && (
          <div>
            <dt>Cancelled</dt>
            <dd>{formatLongDate(subscription.cancellationDate)}</dd>
          </div>
        )}
        <div>
          <dt>Offer</dt>
          <dd>{subscription.offerCode ?? 'None'}</dd>
        </div>
        {subscription.discount && (
          <div>
            <dt>Discount</dt>
            <dd>{`${String(subscription.discount.percentOff)}% until ${formatLongDate(subscription.discount.end)}`}</dd>
          </div>
        )}
        <div>
          <dt>Reference</dt>
          <dd>{subscription.originalTransactionId}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <ExtendTrial {...{ customerId, subscription, onNotice, fallbackFocus }} />
        <GrantMonths {...{ customerId, subscription, onNotice, fallbackFocus }} />
        <CustomerActionDialog
          isAllowed={actions.cancelAtPeriodEnd}
          customerId={customerId}
          label={text.cancelAtPeriodEnd}
          title={text.cancelAtPeriodEndTitle}
          confirmLabel={text.cancelAtPeriodEnd}
          variant="danger"
          perform={customerActions.cancel(customerId, subscription.id, 'period-end')}
          onDone={() => {
            onNotice(text.cancelled);
          }}
          fallbackFocus={fallbackFocus}
        >
          <p>{text.cancelAtPeriodEndText(formatLongDate(subscription.periodEnd))}</p>
        </CustomerActionDialog>
        <CustomerActionDialog
          isAllowed={actions.cancelNow}
          customerId={customerId}
          label={text.cancelNow}
          title={text.cancelNowTitle}
          confirmLabel={text.cancelNow}
          variant="danger"
          perform={customerActions.cancel(customerId, subscription.id, 'now')}
          onDone={() => {
            onNotice(text.ended);
          }}
          fallbackFocus={fallbackFocus}
        >
          <p>{text.cancelNowText}</p>
        </CustomerActionDialog>
      </div>
    </article>
  );
}

/** A whole number from 1 to `max` typed in a field, or null. */
function wholeNumberIn(value: string, max: number): number | null {
  const number = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return number >= 1 && number <= max ? number : null;
}

function ExtendTrial({ customerId, subscription, onNotice, fallbackFocus }: CardProps) {
  const [days, setDays] = useState('7');
  const count = wholeNumberIn(days, MAX_TRIAL_EXTENSION_DAYS);
  const end = subscription.trialEnd ?? subscription.periodEnd;
  return (
    <CustomerActionDialog
      isAllowed={subscription.actions.extendTrial}
      customerId={customerId}
      label={text.extendTrial}
      title={text.extendTrialTitle}
      confirmLabel={
        count ? `Extend by ${String(count)} ${count === 1 ? 'day' : 'days'}` : text.extendTrial
      }
      onOpen={() => {
        setDays('7');
      }}
      check={() => (count ? null : text.wholeNumber(MAX_TRIAL_EXTENSION_DAYS))}
      perform={customerActions.extendTrial(customerId, subscription.id, count ?? 0)}
      onDone={(detail) => {
        const after = detail.subscriptions.find((row) => row.id === subscription.id);
        onNotice(text.extended(formatLongDate(after?.trialEnd ?? end)));
      }}
      fallbackFocus={fallbackFocus}
    >
      <TextField
        label={text.daysLabel}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_TRIAL_EXTENSION_DAYS}
        value={days}
        onChange={(event) => {
          setDays(event.target.value);
        }}
      />
      <p>
        {text.extendTrialText(
          formatLongDate(end),
          count ? formatLongDate(addDays(new Date(end), count)) : '…',
        )}
      </p>
    </CustomerActionDialog>
  );
}

function GrantMonths({ customerId, subscription, onNotice, fallbackFocus }: CardProps) {
  const [months, setMonths] = useState('1');
  const count = wholeNumberIn(months, MAX_GRANTED_MONTHS);
  return (
    <CustomerActionDialog
      isAllowed={subscription.actions.grantMonths}
      customerId={customerId}
      label={text.grantMonths}
      title={text.grantMonthsTitle}
      confirmLabel={
        count ? `Grant ${String(count)} ${count === 1 ? 'month' : 'months'}` : text.grantMonths
      }
      onOpen={() => {
        setMonths('1');
      }}
      check={() => (count ? null : text.wholeNumber(MAX_GRANTED_MONTHS))}
      perform={customerActions.grantMonths(customerId, subscription.id, count ?? 0)}
      onDone={(detail) => {
        const after = detail.subscriptions.find((row) => row.id === subscription.id);
        onNotice(text.granted(formatLongDate(after?.periodEnd ?? subscription.periodEnd)));
      }}
      fallbackFocus={fallbackFocus}
    >
      <TextField
        label={text.monthsLabel}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_GRANTED_MONTHS}
        value={months}
        onChange={(event) => {
          setMonths(event.target.value);
        }}
      />
      <p>{text.grantMonthsText(formatLongDate(subscription.periodEnd))}</p>
    </CustomerActionDialog>
  );
}
