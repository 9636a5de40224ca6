import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * A local stand-in for the few Stripe endpoints the adapter calls (Stripe cannot be reached
 * from these machines). It answers in Stripe's shapes, replays idempotent requests and
 * records every request, so tests can see what the SDK sent.
 */
export interface StripeStub {
  url: string;
  requests: {
    method: string;
    path: string;
    idempotencyKey: string | undefined;
    body: URLSearchParams;
  }[];
  /** Payment intents created, one per distinct idempotency key. */
  intents: Map<string, Record<string, unknown>>;
  /** Refunds made, by payment intent. */
  refunds: Map<string, { id: string; amount: number }[]>;
  close(): Promise<void>;
}

interface StubReply {
  status: number;
  body: unknown;
}

const DECLINING_METHOD = 'pm_card_chargeDeclined';

export async function startStripeStub(): Promise<StripeStub> {
  const requests: StripeStub['requests'] = [];
  const intents = new Map<string, Record<string, unknown>>();
  const replies = new Map<string, StubReply>();
  const deletedCustomers = new Set<string>();
  const refunds = new Map<string, { id: string; amount: number }[]>();
  let counter = 0;
  const id = (prefix: string) => `${prefix}_stub${String(++counter).padStart(6, '0')}`;
  const card = (pm: string) => ({
    id: pm,
    object: 'payment_method',
    type: 'card',
    customer: null,
    billing_details: {
      address: { line1: null, city: null, postal_code: null, state: null, country: null },
    },
    card: {
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2040,
      country: 'US',
      fingerprint: 'fp_4242',
    },
  });

  function answer(
    method: string,
    path: string,
    body: URLSearchParams,
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, body: { id: id('cus'), object: 'customer' } };
    const customer = /^\/v1\/customers\/([^/]+)$/.exec(path)?.[1];
    if (method === 'DELETE' && customer) {
      if (deletedCustomers.has(customer)) {
        const message = `No such customer: '${customer}'`;
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
        };
      }
      deletedCustomers.add(customer);
      return { status: 200, body: { id: customer, object: 'customer', deleted: true } };
    }
    if (method === 'POST' && path === '/v1/payment_methods')
      return { status: 200, body: card(id('pm')) };
    const attach = /^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/.exec(path);
    if (method === 'POST' && attach?.[1]) return { status: 200, body: card(attach[1]) };
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = body.get('payment_method') ?? '';
      const intent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        currency: body.get('currency'),
        status: 'succeeded',
        latest_charge: id('ch'),
      };
      if (pm === DECLINING_METHOD) {
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
              payment_intent: { ...intent, status: 'requires_payment_method' },
            },
          },
        };
      }
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(body);
    const charge = /^\/v1\/charges\/([^/]+)$/.exec(path);
    const intentOfCharge = [...intents.values()].find(
      (intent) => charge && intent.latest_charge === charge[1],
    );
    if (method === 'GET' && charge && intentOfCharge) {
      const given = refunds.get(String(intentOfCharge.id)) ?? [];
      return {
        status: 200,
        body: {
          id: charge[1],
          object: 'charge',
          amount: intentOfCharge.amount,
          amount_refunded: given.reduce((sum, refund) => sum + refund.amount, 0),
          currency: intentOfCharge.currency,
          payment_intent: intentOfCharge.id,
          refunds: { object: 'list', data: given, has_more: false },
        },
      };
    }
    if (method === 'GET' && charge)
      return {
        status: 200,
        body: {
          id: charge[1],
          object: 'charge',
          amount_refunded: 1299,
          currency: 'usd',
          payment_intent: 'pi_stub000001',
        },
      };
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `stub has no ${method} ${path}` } },
    };
  }

  /** A refund of (part of) a payment intent's charge, never beyond what is left of it. */
  function refund(body: URLSearchParams): StubReply {
    const intent = intents.get(body.get('payment_intent') ?? '');
    const invalid = (message: string, code?: string) => ({
      status: code === 'resource_missing' ? 404 : 400,
      body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
    });
    if (!intent)
      return invalid(
        `No such payment_intent: '${body.get('payment_intent') ?? ''}'`,
        'resource_missing',
      );
    const intentId = String(intent.id);
    const given = refunds.get(intentId) ?? [];
    const left = Number(intent.amount) - given.reduce((sum, earlier) => sum + earlier.amount, 0);
    const amount = Number(body.get('amount') ?? left);
    if (left === 0)
      return invalid(
        `Charge ${String(intent.latest_charge)} has already been refunded.`,
        'charge_already_refunded',
      );
    if (amount > left)
      return invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      );
    const made = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      charge: intent.latest_charge,
      status: 'succeeded',
    };
    refunds.set(intentId, [...given, made]);
    return { status: 200, body: made };
  }

  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const body = new URLSearchParams(text);
      const header = request.headers['idempotency-key'];
      const idempotencyKey = typeof header === 'string' ? header : undefined;
      requests.push({ method: request.method ?? '', path, idempotencyKey, body });
      const key = idempotencyKey ? `${path}:${idempotencyKey}` : undefined;
      const reply: StubReply =
        (key ? replies.get(key) : undefined) ?? answer(request.method ?? '', path, body);
      if (key) replies.set(key, reply);
      response.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': id('req'),
      });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    intents,
    refunds,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}
