import { defineEndpoint } from '../http/endpoint.js';
import {
  cancelSubscriptionRequestSchema,
  customerDetailSchema,
  customerEmailParamsSchema,
  customerEmailsPageSchema,
  customerEmailsQuerySchema,
  customerParamsSchema,
  customerSearchPageSchema,
  customerSearchQuerySchema,
  customerSubscriptionParamsSchema,
  customerTransactionParamsSchema,
  extendTrialRequestSchema,
  grantMonthsRequestSchema,
  keyedActionRequestSchema,
  refundRequestSchema,
} from './console-customers.js';

// Admins only, like every `/console/…` endpoint. Every action is audited, carried out once
// per idempotency key, and answers the customer as it now is.

export const consoleCustomersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/console/customers',
  query: customerSearchQuerySchema,
  response: { 200: customerSearchPageSchema },
});

export const consoleCustomerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/console/customers/:customerId',
  params: customerParamsSchema,
  response: { 200: customerDetailSchema },
});

/** The emails sent to the customer's address, newest first. */
export const consoleCustomerEmailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/console/customers/:customerId/emails',
  params: customerParamsSchema,
  query: customerEmailsQuerySchema,
  response: { 200: customerEmailsPageSchema },
});

export const extendTrialEndpoint = defineEndpoint({
  method: 'POST',
  path: '/console/customers/:customerId/subscriptions/:subscriptionId/extend-trial',
  params: customerSubscriptionParamsSchema,
  body: extendTrialRequestSchema,
  response: { 200: customerDetailSchema },
});

export const grantMonthsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/console/customers/:customerId/subscriptions/:subscriptionId/grant-months',
  params: customerSubscriptionParamsSchema,
  body: grantMonthsRequestSchema,
  response: { 200: customerDetailSchema },
});

export const cancelCustomerSubscriptionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/console/customers/:customerId/subscriptions/:subscriptionId/cancel',
  params: customerSubscriptionParamsSchema,
  body: cancelSubscriptionRequestSchema,
  response: { 200: customerDetailSchema },
});

/** Refunds (part of) a card payment through the card processor; recorded as a transaction. */
export const refundTransactionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/console/customers/:customerId/transactions/:transactionId/refund',
  params: customerTransactionParamsSchema,
  body: refundRequestSchema,
  response: { 200: customerDetailSchema },
});

export const resendEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/console/customers/:customerId/emails/:emailId/resend',
  params: customerEmailParamsSchema,
  body: keyedActionRequestSchema,
  response: { 200: customerDetailSchema },
});

export const endCustomerSessionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/console/customers/:customerId/sessions/end',
  params: customerParamsSchema,
  body: keyedActionRequestSchema,
  response: { 200: customerDetailSchema },
});
