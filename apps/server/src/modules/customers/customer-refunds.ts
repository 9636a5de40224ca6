import { customerMessages as m, type RefundRequest } from '@cadenza/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AdminActions } from '../audit/admin-actions.js';
import { refundExternalId, refundRefusal } from '../billing/refunds.js';
import type {
  SubscriptionsRepository,
  TransactionRow,
} from '../billing/subscriptions.repository.js';
import { CardError, type PaymentGateway } from '../payments/payment-gateway.js';
import type { CustomerRow } from './customers.repository.js';

export interface CustomerRefundsDependencies {
  db: Database;
  actions: AdminActions;
  clock: Clock;
  gateway: PaymentGateway;
  subscriptions: SubscriptionsRepository;
  subscriptionsIn: (tx: Database) => SubscriptionsRepository;
  requireCustomer: (customerId: string) => Promise<CustomerRow>;
}

const ACTION = 'customer.refund';

/**
 * Refunds of card payments, in three steps: the checks (what is left of the payment); the
 * card processor, with a key made from the client's (a retry gets the same refund back, never
 * a second one, and the processor refuses more than is left, whoever asks at once); then the
 * refund transaction and the audit row, once per key, in one transaction. The refund's row is
 * named by the processor's refund id, so Stripe's webhook, which records refunds made in its
 * dashboard, finds this one recorded already.
 */
export function createCustomerRefund(deps: CustomerRefundsDependencies) {
  const { actions, clock } = deps;

  async function refundedOf(
    repository: SubscriptionsRepository,
    payment: TransactionRow,
  ): Promise<number> {
    return (await repository.refundedTotals([payment.id])).get(payment.id) ?? 0;
  }

  return async function refund(
    context: { actorId: string; customerId: string; transactionId: string },
    { idempotencyKey, amount }: RefundRequest,
  ): Promise<void> {
    const key = {
      idempotencyKey,
      action: ACTION,
      request: { customerId: context.customerId, transactionId: context.transactionId, amount },
    };
    await deps.requireCustomer(context.customerId);
    if (await actions.isDone(key)) return;

    const payment = await deps.db.transaction(async (tx) => {
      const repository = deps.subscriptionsIn(tx);
      const found = await repository.lockTransaction(context.customerId, context.transactionId);
      if (!found) throw new AppError('notFound', m.transactionNotFound);
      const refusal = refundRefusal(found, await refundedOf(repository, found), amount);
      if (refusal)
        throw refusal === m.notRefundable || refusal === m.fullyRefunded
          ? new AppError('conflict', refusal)
          : new AppError('badRequest', refusal, [{ field: 'amount', message: refusal }]);
      return found;
    });

    const { refundId } = await refundAtProcessor({
      gatewayChargeId: payment.gatewayChargeId ?? '',
      amount,
      idempotencyKey: `console-refund:${idempotencyKey}`,
    });

    await actions.runOnce({
      actorId: context.actorId,
      ...key,
      work: async (tx) => {
        const repository = deps.subscriptionsIn(tx);
        await repository.lockTransaction(context.customerId, payment.id);
        const refundedNow = await refundedOf(repository, payment);
        const isNew = await repository.insertRefund({
          userId: payment.userId,
          subscriptionId: payment.subscriptionId,
          refundOf: payment.id,
          provider: payment.provider,
          chargeStatus: 'refunded',
          isTrialPeriod: false,
          purchaseDate: clock.now(),
          total: amount,
          currency: payment.currency,
          gatewayChargeId: refundId,
          externalId: refundExternalId(refundId),
        });
        // Recorded already (Stripe's webhook came first): then it is in `refundedNow`.
        const refundedBefore = isNew ? refundedNow : refundedNow - amount;
        const paid = { id: payment.id, total: payment.total, currency: payment.currency };
        return {
          result: refundId,
          target: { type: 'customer', id: context.customerId },
          before: { payment: paid, refunded: refundedBefore },
          after: { payment: paid, refunded: refundedBefore + amount, refundId },
        };
      },
    });
  };

  async function refundAtProcessor(request: Parameters<PaymentGateway['refund']>[0]) {
    try {
      return await deps.gateway.refund(request);
    } catch (error) {
      if (error instanceof CardError)
        throw new AppError('conflict', m.processorRefused(error.message));
      throw error;
    }
  }
}
