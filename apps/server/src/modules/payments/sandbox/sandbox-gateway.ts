import { createHash } from 'node:crypto';
import { cardProcessorMessages as m } from '@cadenza/domain';
import type { Clock } from '../../../lib/clock.js';
import {
  CardError,
  type CardAddress,
  type GatewayCard,
  type PaymentGateway,
  type RefundRequest,
} from '../payment-gateway.js';
import type { SandboxPaymentMethodRow, SandboxRepository } from './sandbox.repository.js';
import { isCardExpired, sandboxId } from './sandbox-tokens.js';
import { testCards, type TestCard } from './test-cards.js';

/** The offline processor: customers, cards and a ledger of charges in the database. */
export function createSandboxGateway(deps: {
  repository: SandboxRepository;
  clock: Clock;
}): PaymentGateway {
  const { repository, clock } = deps;
  return {
    kind: 'sandbox',

    async createCustomer({ email, idempotencyKey }) {
      // Derived from the key, so a retried signup finds the customer it made before.
      const id = `cus_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
      await repository.insertCustomer(id, email);
      return id;
    },

    async attachCard({ customerId, token }) {
      if (!(await repository.isLiveCustomer(customerId)))
        throw new CardError('resource_missing', `No such customer: '${customerId}'`);
      const row = await repository.consumeToken(token, clock.now());
      if (!row) {
        throw new CardError(
          'token_already_used',
          `You cannot use a token more than once: ${token}.`,
        );
      }
      const card = describe(row.number);
      if (card.attachFailure)
        throw new CardError(card.attachFailure.code, card.attachFailure.message);
      const method = { id: sandboxId('pm'), customerId, ...pick(row) };
      await repository.insertPaymentMethod(method);
      return toGatewayCard({ ...method, isDetached: false, createdAt: clock.now() });
    },

    async updateCard({ gatewayCardId, expMonth, expYear, address }) {
      await repository.updatePaymentMethod(gatewayCardId, {
        expMonth,
        expYear,
        address: toJson(address),
      });
    },

    async detachCard(gatewayCardId) {
      await repository.updatePaymentMethod(gatewayCardId, { isDetached: true });
    },

    async deleteCustomer(customerId) {
      await repository.deleteCustomer(customerId, clock.now());
    },

    async charge(request) {
      const method = await repository.findPaymentMethod(request.gatewayCardId);
      const failure = method
        ? chargeFailure(method, clock.now())
        : { code: 'resource_missing', message: m.declined };
      const row = await repository.insertChargeOnce({
        id: sandboxId('ch'),
        idempotencyKey: request.idempotencyKey,
        customerId: request.customerId,
        paymentMethodId: request.gatewayCardId,
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        status: failure ? 'failed' : 'succeeded',
        failureCode: failure?.code ?? null,
        failureMessage: failure?.message ?? null,
      });
      return row.status === 'succeeded'
        ? { status: 'succeeded', gatewayChargeId: row.id }
        : {
            status: 'failed',
            gatewayChargeId: row.id,
            code: row.failureCode ?? 'card_declined',
            message: row.failureMessage ?? m.declined,
          };
    },

    async refund(request) {
      const outcome = await repository.refundOnce({ ...request, id: sandboxId('re') });
      if (outcome.kind === 'refunded') return { refundId: outcome.refundId };
      throw new CardError(outcome.kind, refundRefusals[outcome.kind](request, outcome.left));
    },
  };
}

/** The processor's words for a refund it refuses (as Stripe answers them). */
const refundRefusals = {
  resource_missing: (request: RefundRequest) => `No such charge: '${request.gatewayChargeId}'`,
  charge_already_refunded: (request: RefundRequest) =>
    `Charge ${request.gatewayChargeId} has already been refunded.`,
  amount_too_large: (request: RefundRequest, left: number) =>
    `Refund amount (${String(request.amount)}) is greater than unrefunded amount on charge (${String(left)})`,
};

function describe(number: string): TestCard {
  const card = testCards[number];
  if (!card) throw new CardError('card_declined', m.liveCardInTestMode);
  return card;
}

function chargeFailure(method: SandboxPaymentMethodRow, now: Date) {
  if (method.isDetached) return { code: 'card_declined', message: m.declined };
  if (isCardExpired(method, now)) return { code: 'expired_card', message: m.expired };
  return describe(method.number).chargeFailure;
}

function pick(row: {
  number: string;
  expMonth: number;
  expYear: number;
  address: Record<string, string | undefined>;
}) {
  return { number: row.number, expMonth: row.expMonth, expYear: row.expYear, address: row.address };
}

function toJson(address: CardAddress): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(address).map(([key, value]) => [key, value ?? undefined]),
  );
}

function sandboxFingerprint(method: Pick<SandboxPaymentMethodRow, 'customerId' | 'number'>) {
  const digest = createHash('sha256')
    .update(`${method.customerId ?? ''}:${method.number}`)
    .digest('hex');
  return `sandbox_${digest.slice(0, 24)}`;
}

function toGatewayCard(method: SandboxPaymentMethodRow): GatewayCard {
  const card = describe(method.number);
  const text = (key: string) => method.address[key] ?? null;
  return {
    gatewayCardId: method.id,
    // Every tester shares the same few test numbers, so one trial per card would lock the
    // sandbox after the first signup: a number is one card within a customer (as at the
    // processor, so the same card added again is recognised) and another card elsewhere.
    fingerprint: sandboxFingerprint(method),
    brand: card.brand,
    last4: method.number.slice(-4),
    expMonth: method.expMonth,
    expYear: method.expYear,
    country: card.country,
    address: {
      line1: text('line1'),
      city: text('city'),
      zip: text('zip'),
      state: text('state'),
      country: text('country'),
    },
  };
}
