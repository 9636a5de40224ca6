import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { LoadFailure } from '../../../components/load-failure';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingArea, ResultListSkeleton } from '../../../components/ui/skeleton';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { customerQueries } from '../api/customers-api';
import { customersText as text } from '../customers-messages';
import { CustomerCards } from './customer-cards';
import { CustomerEmails } from './customer-emails';
import { CustomerSessions } from './customer-sessions';
import { CustomerSubscriptions } from './customer-subscriptions';
import { CustomerTransactions } from './customer-transactions';
import styles from './customers.module.css';

/**
 * A customer: who they are, their subscriptions, payments, cards, sessions and emails, with
 * the actions an operator takes for them. What an action did is said at the top.
 */
export function CustomerPage({
  customerId,
  emailsPage,
  emailsHrefOf,
}: {
  customerId: string;
  emailsPage: number;
  emailsHrefOf: (page: number) => string;
}) {
  const query = useQuery(customerQueries.detail(customerId));
  const [notice, setNotice] = useState('');
  if (query.isPending)
    return (
      <LoadingArea>
        <ResultListSkeleton />
      </LoadingArea>
    );
  if (query.isError) {
    // An address that names no customer (or no customer id at all).
    if (query.error instanceof ApiRequestError && [400, 404].includes(query.error.status))
      return (
        <EmptyState
          title={text.notFound}
          action={
            <AppLink to={paths.console.href('customers')} className={buttonClassName()}>
              Customers
            </AppLink>
          }
        />
      );
    return <LoadFailure message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const detail = query.data;
  const { customer } = detail;
  return (
    <div className={styles.page}>
      <div>
        <AppLink to={paths.console.href('customers')}>‹ Customers</AppLink>
        <h2 className={styles.heading}>{customer.email}</h2>
        <p className={styles.muted}>
          {[
            customer.firstName,
            customer.role === 'ordinary' ? null : customer.role,
            `joined ${formatLongDate(customer.createdAt)}`,
            customer.isFreeTrialAvailable ? 'free trial not yet used' : 'free trial used',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <CustomerSubscriptions detail={detail} onNotice={setNotice} />
      <CustomerTransactions detail={detail} onNotice={setNotice} />
      <CustomerCards detail={detail} />
      <CustomerSessions detail={detail} onNotice={setNotice} />
      <CustomerEmails
        detail={detail}
        page={emailsPage}
        hrefOf={emailsHrefOf}
        onNotice={setNotice}
      />
    </div>
  );
}
