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
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { requireAdmin } from '../../http/viewer.js';
import type { CustomerActions } from './customer-actions.service.js';
import type { CustomersService } from './customers.service.js';

/**
 * The console's customers (registered in the console scope: admins only). Every action answers
 * the customer as they are once it is done, or was done before under the same key.
 */
export function customersRoutes(deps: {
  customers: CustomersService;
  actions: CustomerActions;
}): FastifyPluginAsyncZod {
  const { customers, actions } = deps;
  return async (app) => {
    app.route({
      ...routeOf(consoleCustomersEndpoint, { summary: 'Customers by email or name, paged' }),
      handler: async (request) => customers.search(request.query),
    });
    app.route({
      ...routeOf(consoleCustomerEndpoint, {
        summary: 'A customer: subscriptions, transactions, cards, sessions',
      }),
      handler: async (request) => customers.detail(request.params.customerId),
    });
    app.route({
      ...routeOf(consoleCustomerEmailsEndpoint, { summary: 'The emails sent to a customer' }),
      handler: async (request) => customers.emails(request.params.customerId, request.query),
    });
    app.route({
      ...routeOf(extendTrialEndpoint, { summary: 'Extends a running trial by days (audited)' }),
      handler: async (request) => {
        const { customerId, subscriptionId } = request.params;
        const actorId = requireAdmin(request).userId;
        await actions.extendTrial({ actorId, customerId, subscriptionId }, request.body);
        return customers.detail(customerId);
      },
    });
    app.route({
      ...routeOf(grantMonthsEndpoint, { summary: 'Grants free months (audited)' }),
      handler: async (request) => {
        const { customerId, subscriptionId } = request.params;
        const actorId = requireAdmin(request).userId;
        await actions.grantMonths({ actorId, customerId, subscriptionId }, request.body);
        return customers.detail(customerId);
      },
    });
    app.route({
      ...routeOf(cancelCustomerSubscriptionEndpoint, {
        summary: 'Cancels a subscription at period end or now (audited)',
      }),
      handler: async (request) => {
        const { customerId, subscriptionId } = request.params;
        const actorId = requireAdmin(request).userId;
        await actions.cancel({ actorId, customerId, subscriptionId }, request.body);
        return customers.detail(customerId);
      },
    });
    app.route({
      ...routeOf(refundTransactionEndpoint, {
        summary: 'Refunds a card payment through the card processor (audited)',
      }),
      handler: async (request) => {
        const { customerId, transactionId } = request.params;
        const actorId = requireAdmin(request).userId;
        await actions.refund({ actorId, customerId, transactionId }, request.body);
        return customers.detail(customerId);
      },
    });
    app.route({
      ...routeOf(resendEmailEndpoint, { summary: 'Sends an email again (audited)' }),
      handler: async (request) => {
        const { customerId, emailId } = request.params;
        const actorId = requireAdmin(request).userId;
        await actions.resendEmail({ actorId, customerId, emailId }, request.body);
        return customers.detail(customerId);
      },
    });
    app.route({
      ...routeOf(endCustomerSessionsEndpoint, {
        summary: 'Ends every session of a customer (audited)',
      }),
      handler: async (request) => {
        const { customerId } = request.params;
        const actorId = requireAdmin(request).userId;
        await actions.endSessions({ actorId, customerId }, request.body);
        return customers.detail(customerId);
      },
    });
  };
}
