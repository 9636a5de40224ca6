import { billingServerMessages } from '@cadenza/domain';
import type { FastifyPluginAsync } from 'fastify';
// The schema's `hide` (kept out of the OpenAPI document) is @fastify/swagger's addition.
import type {} from '@fastify/swagger';
import type Stripe from 'stripe';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { refundExternalId } from './refunds.js';
import type { WebhooksRepository } from './webhooks.repository.js';

/**
 * `POST /api/webhooks/stripe`: the signature is checked on the raw body, each event id is
 * handled once, and only ids are taken from the payload: the state is re-read from Stripe.
 */
export interface StripeWebhookDependencies {
  stripe: Stripe;
  repository: WebhooksRepository;
  webhookSecret: string | undefined;
  clock: Clock;
}

export function stripeWebhookRoutes(deps: StripeWebhookDependencies): FastifyPluginAsync {
  const { stripe, repository } = deps;
  return async (app) => {
    // The signature covers the exact bytes, so this route reads the body unparsed.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    app.post('/webhooks/stripe', { schema: { hide: true } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      const secret = deps.webhookSecret;
      if (!secret || typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError('badRequest', billingServerMessages.webhookSignature);
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw new AppError('badRequest', billingServerMessages.webhookSignature);
      }
      if (!(await repository.claimEvent(event.id, event.type)))
        return { received: true, duplicate: true };
      try {
        await handleEvent({ stripe, repository, clock: deps.clock }, event);
      } catch (error) {
        // Not handled: let Stripe deliver it again.
        await repository.releaseEvent(event.id);
        throw error;
      }
      return { received: true, duplicate: false };
    });
  };
}

async function handleEvent(
  deps: { stripe: Stripe; repository: WebhooksRepository; clock: Clock },
  event: Stripe.Event,
): Promise<void> {
  const type: string = event.type;
  switch (type) {
    case 'charge.refunded': {
      const charge = await deps.stripe.charges.retrieve(objectId(event), {
        expand: ['refunds'],
      });
      const intentId =
        typeof charge.payment_intent === 'string'
          ? charge.payment_intent
          : charge.payment_intent?.id;
      const original = intentId ? await deps.repository.findChargeTransaction(intentId) : undefined;
      if (!original) return;
      // Each refund once, by its id: one the console made (and recorded) is not recorded again.
      for (const refund of charge.refunds?.data ?? []) {
        if (refund.status === 'failed' || refund.status === 'canceled') continue;
        await deps.repository.insertTransaction({
          userId: original.userId,
          subscriptionId: original.subscriptionId,
          refundOf: original.id,
          provider: 'stripe',
          chargeStatus: 'refunded',
          isTrialPeriod: false,
          purchaseDate: deps.clock.now(),
          total: refund.amount,
          currency: refund.currency.toUpperCase(),
          gatewayChargeId: refund.id,
          externalId: refundExternalId(refund.id),
        });
      }
      return;
    }
    case 'payment_method.updated':
    case 'payment_method.automatically_updated': {
      const method = await deps.stripe.paymentMethods.retrieve(objectId(event));
      if (method.card)
        await deps.repository.updateCardExpiry(
          method.id,
          method.card.exp_month,
          method.card.exp_year,
        );
      return;
    }
    default:
      // Events we do not subscribe to are acknowledged and ignored.
      return;
  }
}

/** Only the id is taken from the payload; everything else is re-read from Stripe. */
function objectId(event: Stripe.Event): string {
  const object = event.data.object as { id?: unknown };
  if (typeof object.id !== 'string') throw new AppError('badRequest', 'event has no object id');
  return object.id;
}
