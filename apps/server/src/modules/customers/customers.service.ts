import {
  CUSTOMER_EMAILS_PAGE_SIZE,
  CUSTOMERS_PAGE_SIZE,
  customerMessages,
  type CustomerDetail,
  type CustomerEmailsPage,
  type CustomerSearchPage,
  type CustomerSearchQuery,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { CardsRepository } from '../billing/cards.repository.js';
import type { SubscriptionsRepository } from '../billing/subscriptions.repository.js';
import type { EmailRepository } from '../email/email.repository.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { CustomerRow, CustomersRepository } from './customers.repository.js';
import {
  toCustomer,
  toCustomerCard,
  toCustomerEmail,
  toCustomerSession,
  toCustomerSubscription,
  toCustomerTransaction,
  toCustomerSummary,
} from './customer-view.js';

export interface CustomersDependencies {
  customers: CustomersRepository;
  subscriptions: SubscriptionsRepository;
  cards: CardsRepository;
  sessions: SessionsService;
  emails: EmailRepository;
  clock: Clock;
}

/** The console's customers: found by email or name, and everything about one of them. */
export function createCustomersService(deps: CustomersDependencies) {
  async function requireCustomer(customerId: string): Promise<CustomerRow> {
    const customer = await deps.customers.findCustomer(customerId);
    if (!customer) throw new AppError('notFound', customerMessages.customerNotFound);
    return customer;
  }

  return {
    requireCustomer,

    async search(query: CustomerSearchQuery): Promise<CustomerSearchPage> {
      const page = query.page ?? 1;
      const { rows, total } = await deps.customers.search(query.q || undefined, {
        offset: (page - 1) * CUSTOMERS_PAGE_SIZE,
        limit: CUSTOMERS_PAGE_SIZE,
      });
      return { items: rows.map(toCustomerSummary), total, page, pageSize: CUSTOMERS_PAGE_SIZE };
    },

    /** The customer as they are now: what an action answers, read after it is committed. */
    async detail(customerId: string): Promise<CustomerDetail> {
      const customer = await requireCustomer(customerId);
      const [subscriptionRows, transactionRows, cardRows, sessionRows] = await Promise.all([
        deps.customers.listSubscriptions(customerId),
        deps.subscriptions.listAllTransactions(customerId),
        deps.cards.listCards(customerId),
        deps.sessions.listLive(customerId),
      ]);
      const refunded = await deps.subscriptions.refundedTotals(
        transactionRows.filter((row) => row.chargeStatus === 'succeeded').map((row) => row.id),
      );
      const now = deps.clock.now();
      return {
        customer: toCustomer(customer),
        subscriptions: subscriptionRows.map((row) => toCustomerSubscription(row, now)),
        transactions: transactionRows.map((row) =>
          toCustomerTransaction(row, refunded.get(row.id) ?? 0),
        ),
        cards: cardRows.map(toCustomerCard),
        sessions: sessionRows.map(toCustomerSession),
      };
    },

    /** The emails sent to the customer's address, newest first. */
    async emails(
      customerId: string,
      query: { page?: number | undefined },
    ): Promise<CustomerEmailsPage> {
      const customer = await requireCustomer(customerId);
      const page = query.page ?? 1;
      const { rows, total } = await deps.emails.pageForAddress(customer.email, {
        offset: (page - 1) * CUSTOMER_EMAILS_PAGE_SIZE,
        limit: CUSTOMER_EMAILS_PAGE_SIZE,
      });
      return {
        items: rows.map(toCustomerEmail),
        total,
        page,
        pageSize: CUSTOMER_EMAILS_PAGE_SIZE,
      };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
