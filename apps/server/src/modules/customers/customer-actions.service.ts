import {
  customerMessages as m,
  type CancelSubscriptionRequest,
  type ExtendTrialRequest,
  type GrantMonthsRequest,
  type KeyedActionRequest,
} from '@cadenza/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AdminActions, AuditedChange } from '../audit/admin-actions.js';
import type { BillingNotifier } from '../billing/billing-notifier.js';
import {
  auditedSubscription,
  cancel,
  cancelRefusal,
  extendTrial,
  extendTrialRefusal,
  grantMonths,
  grantMonthsRefusal,
  type SubscriptionChanges,
} from '../billing/subscription-adjustments.js';
import type {
  SubscriptionRow,
  SubscriptionsRepository,
} from '../billing/subscriptions.repository.js';
import { copyOf, resendRefusal } from '../email/email-copies.js';
import type { EmailSender } from '../email/email-sender.js';
import type { EmailRepository } from '../email/email.repository.js';
import type { SessionsRepository } from '../sessions/sessions.repository.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { CustomerRow } from './customers.repository.js';
import { createCustomerRefund, type CustomerRefundsDependencies } from './customer-refunds.js';

export interface CustomerActionsDependencies extends CustomerRefundsDependencies {
  actions: AdminActions;
  clock: Clock;
  requireCustomer: (customerId: string) => Promise<CustomerRow>;
  /** Billing's subscriptions and transactions on an action's transaction. */
  subscriptionsIn: (tx: Database) => SubscriptionsRepository;
  sessions: SessionsService;
  sessionsIn: (tx: Database) => SessionsRepository;
  emailsIn: (tx: Database) => EmailRepository;
  emails: EmailSender;
  notifier: BillingNotifier;
}

/** Who acts, for whom. */
export interface CustomerActionContext {
  actorId: string;
  customerId: string;
}

const target = (customerId: string) => ({ type: 'customer', id: customerId });

/**
 * What an operator does for a customer: each action audited (before and after), carried out
 * once per idempotency key, in one transaction with its checks, so that a refused action
 * changes nothing. The customer's own pages read the same rows, so they show it at once.
 */
export function createCustomerActions(deps: CustomerActionsDependencies) {
  const { actions, clock } = deps;

  /**
   * A change to one of the customer's subscriptions, under its row lock: `refusal` says why
   * not (nothing changes), `changes` what to write.
   */
  async function changeSubscription(
    context: CustomerActionContext & { subscriptionId: string },
    action: { name: string; key: string; request: Record<string, unknown> },
    decide: (subscription: SubscriptionRow) => {
      refusal: string | null;
      changes: () => SubscriptionChanges;
    },
  ): Promise<SubscriptionRow | undefined> {
    await deps.requireCustomer(context.customerId);
    const outcome = await actions.runOnce({
      actorId: context.actorId,
      action: action.name,
      idempotencyKey: action.key,
      request: {
        customerId: context.customerId,
        subscriptionId: context.subscriptionId,
        ...action.request,
      },
      work: async (tx): Promise<AuditedChange<SubscriptionRow>> => {
        const repository = deps.subscriptionsIn(tx);
        const before = await repository.lockSubscription(context.subscriptionId);
        if (before?.userId !== context.customerId)
          throw new AppError('notFound', m.subscriptionNotFound);
        const { refusal, changes } = decide(before);
        if (refusal) throw new AppError('conflict', refusal);
        // A charge between the processor and its outcome would write over the change.
        if (await repository.hasPendingCharge(before.id))
          throw new AppError('conflict', m.chargeInProgress);
        const after = await repository.updateSubscription(before.id, changes());
        if (!after) throw new AppError('notFound', m.subscriptionNotFound);
        return {
          result: after,
          target: target(context.customerId),
          before: { subscription: auditedSubscription(before) },
          after: { subscription: auditedSubscription(after) },
        };
      },
    });
    return outcome.replayed ? undefined : outcome.result;
  }

  return {
    refund: createCustomerRefund(deps),

    async extendTrial(
      context: CustomerActionContext & { subscriptionId: string },
      { idempotencyKey, days }: ExtendTrialRequest,
    ): Promise<void> {
      await changeSubscription(
        context,
        { name: 'customer.extend-trial', key: idempotencyKey, request: { days } },
        (subscription) => ({
          refusal: extendTrialRefusal(subscription, clock.now()),
          changes: () => extendTrial(subscription, days),
        }),
      );
    },

    async grantMonths(
      context: CustomerActionContext & { subscriptionId: string },
      { idempotencyKey, months }: GrantMonthsRequest,
    ): Promise<void> {
      await changeSubscription(
        context,
        { name: 'customer.grant-months', key: idempotencyKey, request: { months } },
        (subscription) => ({
          refusal: grantMonthsRefusal(subscription),
          changes: () => grantMonths(subscription, months),
        }),
      );
    },

    /** The customer is told by email, as when they cancel themselves. */
    async cancel(
      context: CustomerActionContext & { subscriptionId: string },
      { idempotencyKey, when }: CancelSubscriptionRequest,
    ): Promise<void> {
      const cancelled = await changeSubscription(
        context,
        { name: 'customer.cancel', key: idempotencyKey, request: { when } },
        (subscription) => ({
          refusal: cancelRefusal(subscription, when),
          changes: () => cancel(subscription, when, clock.now()),
        }),
      );
      if (cancelled) await deps.notifier.cancelled(cancelled);
    },

    /** The same email again, to the same address, as a new message (delivered by the job). */
    async resendEmail(
      context: CustomerActionContext & { emailId: string },
      { idempotencyKey }: KeyedActionRequest,
    ): Promise<void> {
      const customer = await deps.requireCustomer(context.customerId);
      const outcome = await actions.runOnce({
        actorId: context.actorId,
        action: 'customer.resend-email',
        idempotencyKey,
        request: { customerId: context.customerId, emailId: context.emailId },
        work: async (tx) => {
          const emails = deps.emailsIn(tx);
          const message = await emails.findMessage(context.emailId);
          if (message?.toAddress.toLowerCase() !== customer.email.toLowerCase())
            throw new AppError('notFound', m.emailNotFound);
          const refusal = resendRefusal(message);
          if (refusal) throw new AppError('conflict', refusal);
          const copy = await emails.insertMessage(copyOf(message));
          const email = { id: message.id, template: message.template, subject: message.subject };
          return {
            result: copy.id,
            target: target(context.customerId),
            before: { email, sentAgainAs: null },
            after: { email, sentAgainAs: copy.id },
          };
        },
      });
      // Queued once the copy is committed, so the job always finds it.
      if (!outcome.replayed) await deps.emails.queue(outcome.result);
    },

    /** Signs the customer out everywhere: every session ends (their next request is 401). */
    async endSessions(
      context: CustomerActionContext,
      { idempotencyKey }: KeyedActionRequest,
    ): Promise<void> {
      await deps.requireCustomer(context.customerId);
      await actions.runOnce({
        actorId: context.actorId,
        action: 'customer.end-sessions',
        idempotencyKey,
        request: { customerId: context.customerId },
        work: async (tx) => {
          const sessions = deps.sessionsIn(tx);
          const live = await deps.sessions.listLive(context.customerId, sessions);
          if (live.length === 0) throw new AppError('conflict', m.noSessions);
          await sessions.deleteForUser(context.customerId);
          return {
            result: live.length,
            target: target(context.customerId),
            before: {
              sessions: live.map(({ id, createdAt, lastSeenAt }) => ({
                id,
                createdAt,
                lastSeenAt,
              })),
            },
            after: { sessions: [] },
          };
        },
      });
    },
  };
}

export type CustomerActions = ReturnType<typeof createCustomerActions>;
