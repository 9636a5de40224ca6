import {
  cancelCustomerSubscriptionEndpoint,
  consoleCustomerEmailsEndpoint,
  consoleCustomerEndpoint,
  consoleCustomersEndpoint,
  endCustomerSessionsEndpoint,
  extendTrialEndpoint,
  grantMonthsEndpoint,
  refundTransactionEndpoint,
  resendEmailEndpoint,
  type CancelWhen,
  type CustomerDetail,
  type CustomerSearchQuery,
} from '@cadenza/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const customerQueries = {
  /** The keys of every search, and of every page of a customer's emails (to refetch them). */
  searches: ['console', 'customers', 'search'] as const,
  emailsOf: (customerId: string) => ['console', 'customers', customerId, 'emails'] as const,
  search: (query: CustomerSearchQuery) =>
    queryOptions({
      queryKey: ['console', 'customers', 'search', query],
      queryFn: ({ signal }) => callApi(consoleCustomersEndpoint, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (customerId: string) =>
    queryOptions({
      queryKey: ['console', 'customers', customerId],
      queryFn: ({ signal }) => callApi(consoleCustomerEndpoint, { params: { customerId }, signal }),
    }),
  emails: (customerId: string, page: number) =>
    queryOptions({
      queryKey: ['console', 'customers', customerId, 'emails', page],
      queryFn: ({ signal }) =>
        callApi(consoleCustomerEmailsEndpoint, {
          params: { customerId },
          query: { page },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

/**
 * The console's actions on a customer. Each takes the key its dialog made when it opened (a
 * retry sends it again, so the server does the action once) and answers the customer as now.
 */
export const customerActions = {
  extendTrial: (customerId: string, subscriptionId: string, days: number) => (key: string) =>
    callApi(extendTrialEndpoint, {
      params: { customerId, subscriptionId },
      body: { idempotencyKey: key, days },
    }),
  grantMonths: (customerId: string, subscriptionId: string, months: number) => (key: string) =>
    callApi(grantMonthsEndpoint, {
      params: { customerId, subscriptionId },
      body: { idempotencyKey: key, months },
    }),
  cancel: (customerId: string, subscriptionId: string, when: CancelWhen) => (key: string) =>
    callApi(cancelCustomerSubscriptionEndpoint, {
      params: { customerId, subscriptionId },
      body: { idempotencyKey: key, when },
    }),
  refund: (customerId: string, transactionId: string, amount: number) => (key: string) =>
    callApi(refundTransactionEndpoint, {
      params: { customerId, transactionId },
      body: { idempotencyKey: key, amount },
    }),
  resendEmail: (customerId: string, emailId: string) => (key: string) =>
    callApi(resendEmailEndpoint, {
      params: { customerId, emailId },
      body: { idempotencyKey: key },
    }),
  endSessions: (customerId: string) => (key: string) =>
    callApi(endCustomerSessionsEndpoint, {
      params: { customerId },
      body: { idempotencyKey: key },
    }),
} satisfies Record<string, (...args: never[]) => (key: string) => Promise<CustomerDetail>>;
