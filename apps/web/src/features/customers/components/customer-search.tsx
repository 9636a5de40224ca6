import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { TextField } from '../../../components/form/text-field';
import { LoadFailure } from '../../../components/load-failure';
import { Pager } from '../../../components/pager/pager';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingArea, ResultListSkeleton } from '../../../components/ui/skeleton';
import { tableStyles } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { customerQueries } from '../api/customers-api';
import { summaryStateLabel } from '../customer-format';
import { customersText as text } from '../customers-messages';
import styles from './customers.module.css';

interface CustomerSearchProps {
  query: string;
  page: number;
  /** Changes the URL (the query and page live there, so back and shared links work). */
  onSearch: (query: string) => void;
  hrefOf: (page: number) => string;
}

/** Customers by any part of their email or first name, newest first without a query. */
export function CustomerSearch({ query, page, onSearch, hrefOf }: CustomerSearchProps) {
  const [typed, setTyped] = useState(query);
  return (
    <div className={styles.page}>
      <form
        role="search"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(typed.trim());
        }}
      >
        <TextField
          label={text.searchLabel}
          hint={text.searchHint}
          type="search"
          value={typed}
          maxLength={200}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
        <Button type="submit">Search</Button>
      </form>
      <Results query={query} page={page} hrefOf={hrefOf} />
    </div>
  );
}

function Results({ query, page, hrefOf }: Omit<CustomerSearchProps, 'onSearch'>) {
  const results = useQuery(customerQueries.search({ q: query || undefined, page }));
  if (results.isPending)
    return (
      <LoadingArea>
        <ResultListSkeleton />
      </LoadingArea>
    );
  if (results.isError)
    return (
      <LoadFailure message={errorMessage(results.error)} onRetry={() => void results.refetch()} />
    );
  const { items, total, pageSize } = results.data;
  if (total === 0)
    return query ? (
      <EmptyState
        title={text.noMatch(query)}
        action={
          <AppLink to={paths.console.href('customers')} className={buttonClassName()}>
            Everyone
          </AppLink>
        }
      >
        <p>{text.noMatchText}</p>
      </EmptyState>
    ) : (
      <EmptyState
        title={text.noCustomers}
        action={
          <AppLink to={paths.console.href('offers')} className={buttonClassName()}>
            Offers
          </AppLink>
        }
      >
        <p>{text.noCustomersText}</p>
      </EmptyState>
    );
  return (
    <>
      <p className={styles.muted} role="status">
        {text.count(total)}
      </p>
      <div className={tableStyles.scroll}>
        <table className={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Name</th>
              <th scope="col">Subscription</th>
              <th scope="col">Joined</th>
            </tr>
          </thead>
          <tbody>
            {items.map((customer) => (
              <tr key={customer.id}>
                <td>
                  <AppLink to={paths.consoleCustomer.href(customer.id)}>{customer.email}</AppLink>
                  {customer.role !== 'ordinary' && (
                    <div className={styles.muted}>{customer.role}</div>
                  )}
                </td>
                <td>{customer.firstName ?? ''}</td>
                <td>{summaryStateLabel(customer)}</td>
                <td>{formatLongDate(customer.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        hrefOf={hrefOf}
        label="Pages of customers"
      />
    </>
  );
}
