/**
 * The card processor as billing sees it (DESIGN §3): it stores cards and moves money; the
 * subscription state machine is ours. Implementations: the offline sandbox and Stripe.
 */
export interface CardAddress {
  line1: string | null;
  city: string | null;
  zip: string | null;
  state: string | null;
  country: string | null;
}

/** A card attached to a customer, as the processor describes it back. */
export interface GatewayCard {
  gatewayCardId: string;
  /**
   * Same number, same fingerprint, whoever adds it (the sandbox: within one customer, so that
   * testers can share its test numbers).
   */
  fingerprint: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Where the card was issued (from the number), ISO alpha-2. */
  country: string;
  address: CardAddress;
}

export interface ChargeRequest {
  customerId: string;
  gatewayCardId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The same key always means the same charge: a retry never charges twice. */
  idempotencyKey: string;
  description: string;
}

export interface RefundRequest {
  gatewayChargeId: string;
  /** Minor units, at most what is left unrefunded of the charge. */
  amount: number;
  idempotencyKey: string;
}

export type ChargeOutcome =
  | { status: 'succeeded'; gatewayChargeId: string }
  | { status: 'failed'; gatewayChargeId: string | null; code: string; message: string };

export interface PaymentGateway {
  readonly kind: 'sandbox' | 'stripe';
  createCustomer(input: { email: string; userId: string; idempotencyKey: string }): Promise<string>;
  /** Throws CardError when the processor refuses the card (declines are checked here). */
  attachCard(input: { customerId: string; token: string }): Promise<GatewayCard>;
  updateCard(input: {
    gatewayCardId: string;
    expMonth: number;
    expYear: number;
    address: CardAddress;
  }): Promise<void>;
  detachCard(gatewayCardId: string): Promise<void>;
  /**
   * Deletes the customer, which detaches every card it has. Idempotent: a customer already
   * deleted is no error, so a repeated reconciliation is harmless.
   */
  deleteCustomer(customerId: string): Promise<void>;
  /** A decline is an outcome; only an unreachable processor throws (and the job retries). */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * Gives back `amount` (minor units) of a succeeded charge. The same key is the same refund
   * (a retry never refunds twice); more than is left unrefunded throws CardError.
   */
  refund(input: RefundRequest): Promise<{ refundId: string }>;
}

/** The processor refused the card: `message` is its own wording, shown to the user. */
export class CardError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'CardError';
  }
}
