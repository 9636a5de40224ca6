import Stripe from 'stripe';
import {
  CardError,
  type CardAddress,
  type ChargeOutcome,
  type GatewayCard,
  type PaymentGateway,
} from '../payment-gateway.js';

export interface StripeSettings {
  secretKey: string;
  /** Where requests go; tests point it at a local stub (Stripe is unreachable from here). */
  apiBase: string | undefined;
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Customers, payment methods and off-session payment intents with idempotency keys. */
export function createStripeGateway(stripe: Stripe): PaymentGateway {
  return {
    kind: 'stripe',

    async createCustomer({ email, userId, idempotencyKey }) {
      const customer = await stripe.customers.create(
        { email, ...(userId ? { metadata: { userId } } : {}) },
        { idempotencyKey },
      );
      return customer.id;
    },

    async attachCard({ customerId, token }) {
      return asCardError(async () => {
        const methodId = token.startsWith('pm_')
          ? token
          : (await stripe.paymentMethods.create({ type: 'card', card: { token } })).id;
        return toGatewayCard(
          await stripe.paymentMethods.attach(methodId, { customer: customerId }),
        );
      });
    },

    async updateCard({ gatewayCardId, expMonth, expYear, address }) {
      await asCardError(() =>
        stripe.paymentMethods.update(gatewayCardId, {
          card: { exp_month: expMonth, exp_year: expYear },
          billing_details: { address: toStripeAddress(address) },
        }),
      );
    },

    async detachCard(gatewayCardId) {
      await stripe.paymentMethods.detach(gatewayCardId);
    },

    async deleteCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        // Deleting a deleted customer answers "No such customer": already done.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'resource_missing'
        )
          return;
        throw error;
      }
    },

    async charge(request): Promise<ChargeOutcome> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency.toLowerCase(),
            customer: request.customerId,
            payment_method: request.gatewayCardId,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: { idempotencyKey: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status === 'succeeded')
          return { status: 'succeeded', gatewayChargeId: intent.id };
        return {
          status: 'failed',
          gatewayChargeId: intent.id,
          code: intent.status,
          message: 'Your card was declined.',
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            status: 'failed',
            gatewayChargeId: error.payment_intent?.id ?? null,
            code: declineCode(error),
            message: error.message,
          };
        }
        throw error;
      }
    },

    async refund({ gatewayChargeId, amount, idempotencyKey }) {
      // A refused refund (more than is left, already refunded) is an invalid request.
      const refund = await asCardError(() =>
        stripe.refunds.create({ payment_intent: gatewayChargeId, amount }, { idempotencyKey }),
      );
      return { refundId: refund.id };
    },
  };
}

async function asCardError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeCardError ||
      error instanceof Stripe.errors.StripeInvalidRequestError
    ) {
      throw new CardError(error.code ?? 'card_error', error.message, error.param ?? undefined);
    }
    throw error;
  }
}

function toStripeAddress(address: CardAddress): Stripe.AddressParam {
  const country =
    address.country && /^[A-Za-z]{2}$/.test(address.country)
      ? address.country.toUpperCase()
      : undefined;
  return {
    ...(address.line1 ? { line1: address.line1 } : {}),
    ...(address.city ? { city: address.city } : {}),
    ...(address.zip ? { postal_code: address.zip } : {}),
    ...(address.state ? { state: address.state } : {}),
    ...(country ? { country } : {}),
  };
}

export function toGatewayCard(method: Stripe.PaymentMethod): GatewayCard {
  const card = method.card;
  if (!card) throw new CardError('invalid_payment_method', 'This payment method is not a card.');
  const address = method.billing_details.address;
  return {
    gatewayCardId: method.id,
    fingerprint: card.fingerprint ?? method.id,
    brand: brandNames[card.brand] ?? card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    country: card.country ?? '',
    address: {
      line1: address?.line1 ?? null,
      city: address?.city ?? null,
      zip: address?.postal_code ?? null,
      state: address?.state ?? null,
      country: address?.country ?? null,
    },
  };
}

/** Typed as always present, but Stripe omits the decline code on some card errors. */
function declineCode(error: { decline_code?: string; code?: string }): string {
  return error.decline_code ?? error.code ?? 'card_declined';
}
