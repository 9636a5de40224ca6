import type { BillingConfig } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createSandboxGateway } from './sandbox/sandbox-gateway.js';
import { createSandboxRepository } from './sandbox/sandbox.repository.js';
import { createStripeClient, createStripeGateway } from './stripe/stripe-gateway.js';

/** PAYMENT_GATEWAY: the offline sandbox (default) or Stripe. */
export function createPaymentGateway(
  config: BillingConfig,
  db: Database,
  clock: Clock,
): PaymentGateway {
  if (config.gateway === 'stripe') {
    if (!config.stripe) throw new Error('STRIPE_SECRET_KEY is required for the stripe gateway');
    return createStripeGateway(createStripeClient(config.stripe));
  }
  return createSandboxGateway({ repository: createSandboxRepository(db), clock });
}
