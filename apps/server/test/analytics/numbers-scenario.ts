import type { DatabaseHandle } from '../../src/db/client.js';
import { insertProduct } from '../content/content-fixtures.js';

/**
 * A month of a small subscription business, written as the billing code writes it (trial
 * rows, one charge row per period with its attempts, a transaction per attempt), for the
 * dashboard's range 2030-03-01..2030-03-10 seen on 2030-03-20:
 *
 * - ann: signs up 03-02, trial to 03-05, pays GBP 9.99 from 03-05 (converted).
 * - ben: signs up 03-02, trial to 03-06, cancels during it (a trial ended, not converted).
 * - cat: signs up 03-03, trial to 03-15 (not ended within the range).
 * - hal: signs up 03-09, no subscription. An admin account made 03-04 is not a sign-up.
 * - dan: paying GBP 9.99 since 02-05; the 03-05 renewal fails, dunning recovers it 03-08.
 * - eve: paying EUR 10.99 until 03-03, cancelled at period end (churned).
 * - fay: paying USD 12.99, period 02-25..03-25.
 * - gus: paid until 03-07, renewal failed and still in dunning (past due: not churned yet).
 * - Searches that found nothing: 'Mozartt' twice (two spellings of case), 'xyzzy' once, and
 *   one before the range. Practice: piece A 600 s (ann) + 300 s (ben), piece B 120 s (ann),
 *   and 999 s of piece B before the range. Plays: piece A three times, piece B once (and A
 *   once before the range). Piece A is North Editions', piece B South Press's.
 */
export const scenario = {
  now: new Date('2030-03-20T12:00:00Z'),
  range: { from: '2030-03-01', to: '2030-03-10' },
  pieceA: 'scenario-piece-a',
  pieceB: 'scenario-piece-b',
  north: 'org-north',
  south: 'org-south',
} as const;

type Sql = DatabaseHandle['executeSql'];

async function insertUser(sql: Sql, email: string, createdAt: string, role = 'ordinary') {
  const { rows } = await sql(
    'INSERT INTO users (email, role, created_at) VALUES ($1, $2, $3) RETURNING id',
    [email, role, createdAt],
  );
  return String(rows[0]?.id);
}

interface SubscriptionSeed {
  userId: string;
  status: string;
  currency: string;
  amount: number;
  createdAt: string;
  trialEnd?: string;
  periodStart: string;
  periodEnd: string;
  cancellationDate?: string;
}

async function insertSubscription(sql: Sql, seed: SubscriptionSeed): Promise<string> {
  const { rows } = await sql(
    `INSERT INTO subscriptions (user_id, original_transaction_id, provider, status, is_trial_period,
       trial_end, billing_anchor, current_period_start, current_period_end, cancellation_date,
       amount, currency, created_at)
     VALUES ($1, $2, 'stripe', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      seed.userId,
      `scenario-${seed.userId}`,
      seed.status,
      seed.trialEnd !== undefined && seed.status === 'active' && seed.periodEnd === seed.trialEnd,
      seed.trialEnd ?? null,
      seed.trialEnd ?? seed.createdAt,
      seed.periodStart,
      seed.periodEnd,
      seed.cancellationDate ?? null,
      seed.amount,
      seed.currency,
      seed.createdAt,
    ],
  );
  const id = String(rows[0]?.id);
  if (seed.trialEnd !== undefined)
    await sql(
      `INSERT INTO transactions (user_id, subscription_id, provider, charge_status, is_trial_period, purchase_date, total, currency)
       VALUES ($1, $2, 'stripe', 'succeeded', true, $3, 0, $4)`,
      [seed.userId, id, seed.createdAt, seed.currency],
    );
  return id;
}

/** A billed period and a transaction for each attempt, in order ('failed' or 'succeeded'). */
async function insertCharge(
  sql: Sql,
  charge: {
    userId: string;
    subscriptionId: string;
    period: [string, string];
    amount: number;
    currency: string;
    attempts: [state: 'failed' | 'succeeded', at: string][];
  },
): Promise<void> {
  const state = charge.attempts.at(-1)?.[0] ?? 'pending';
  const { rows } = await sql(
    `INSERT INTO subscription_charges (subscription_id, period_start, period_end, amount, currency, state, attempt)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      charge.subscriptionId,
      charge.period[0],
      charge.period[1],
      charge.amount,
      charge.currency,
      state,
      charge.attempts.length,
    ],
  );
  for (const [outcome, at] of charge.attempts)
    await sql(
      `INSERT INTO transactions (user_id, subscription_id, charge_id, provider, charge_status, purchase_date, total, currency)
       VALUES ($1, $2, $3, 'stripe', $4, $5, $6, $7)`,
      [
        charge.userId,
        charge.subscriptionId,
        rows[0]?.id,
        outcome,
        at,
        charge.amount,
        charge.currency,
      ],
    );
}

async function insertEvent(sql: Sql, name: string, at: string, properties: object) {
  await sql(
    'INSERT INTO analytics_events (name, occurred_at, properties) VALUES ($1, $2, $3::jsonb)',
    [name, at, JSON.stringify(properties)],
  );
}

async function seedSubscriptions(sql: Sql): Promise<void> {
  const gbp = { currency: 'GBP', amount: 999 };
  const ann = await insertUser(sql, 'ann@example.com', '2030-03-02T10:00:00Z');
  const annSub = await insertSubscription(sql, {
    userId: ann,
    status: 'active',
    ...gbp,
    createdAt: '2030-03-02T10:00:00Z',
    trialEnd: '2030-03-05T10:00:00Z',
    periodStart: '2030-03-05T10:00:00Z',
    periodEnd: '2030-04-05T10:00:00Z',
  });
  await insertCharge(sql, {
    userId: ann,
    subscriptionId: annSub,
    ...gbp,
    period: ['2030-03-05T10:00:00Z', '2030-04-05T10:00:00Z'],
    attempts: [['succeeded', '2030-03-05T10:05:00Z']],
  });

  const ben = await insertUser(sql, 'ben@example.com', '2030-03-02T11:00:00Z');
  await insertSubscription(sql, {
    userId: ben,
    status: 'expired',
    ...gbp,
    createdAt: '2030-03-02T11:00:00Z',
    trialEnd: '2030-03-06T11:00:00Z',
    periodStart: '2030-03-02T11:00:00Z',
    periodEnd: '2030-03-06T11:00:00Z',
    cancellationDate: '2030-03-04T08:00:00Z',
  });

  const cat = await insertUser(sql, 'cat@example.com', '2030-03-03T09:00:00Z');
  await insertSubscription(sql, {
    userId: cat,
    status: 'active',
    ...gbp,
    createdAt: '2030-03-03T09:00:00Z',
    trialEnd: '2030-03-15T09:00:00Z',
    periodStart: '2030-03-03T09:00:00Z',
    periodEnd: '2030-03-15T09:00:00Z',
  });

  await insertUser(sql, 'hal@example.com', '2030-03-09T23:30:00Z');
  await insertUser(sql, 'operator@example.com', '2030-03-04T12:00:00Z', 'admin');

  const dan = await insertUser(sql, 'dan@example.com', '2030-02-05T08:00:00Z');
  const danSub = await insertSubscription(sql, {
    userId: dan,
    status: 'active',
    ...gbp,
    createdAt: '2030-02-05T08:00:00Z',
    periodStart: '2030-03-05T08:00:00Z',
    periodEnd: '2030-04-05T08:00:00Z',
  });
  await insertCharge(sql, {
    userId: dan,
    subscriptionId: danSub,
    ...gbp,
    period: ['2030-02-05T08:00:00Z', '2030-03-05T08:00:00Z'],
    attempts: [['succeeded', '2030-02-05T08:00:00Z']],
  });
  await insertCharge(sql, {
    userId: dan,
    subscriptionId: danSub,
    ...gbp,
    period: ['2030-03-05T08:00:00Z', '2030-04-05T08:00:00Z'],
    attempts: [
      ['failed', '2030-03-05T08:10:00Z'],
      ['succeeded', '2030-03-08T08:10:00Z'],
    ],
  });

  const eve = await insertUser(sql, 'eve@example.com', '2030-01-03T09:00:00Z');
  const eur = { currency: 'EUR', amount: 1099 };
  const eveSub = await insertSubscription(sql, {
    userId: eve,
    status: 'expired',
    ...eur,
    createdAt: '2030-01-03T09:00:00Z',
    periodStart: '2030-02-03T09:00:00Z',
    periodEnd: '2030-03-03T09:00:00Z',
    cancellationDate: '2030-02-15T09:00:00Z',
  });
  await insertCharge(sql, {
    userId: eve,
    subscriptionId: eveSub,
    ...eur,
    period: ['2030-02-03T09:00:00Z', '2030-03-03T09:00:00Z'],
    attempts: [['succeeded', '2030-02-03T09:05:00Z']],
  });

  const fay = await insertUser(sql, 'fay@example.com', '2030-01-25T09:00:00Z');
  const usd = { currency: 'USD', amount: 1299 };
  const faySub = await insertSubscription(sql, {
    userId: fay,
    status: 'active',
    ...usd,
    createdAt: '2030-01-25T09:00:00Z',
    periodStart: '2030-02-25T09:00:00Z',
    periodEnd: '2030-03-25T09:00:00Z',
  });
  await insertCharge(sql, {
    userId: fay,
    subscriptionId: faySub,
    ...usd,
    period: ['2030-02-25T09:00:00Z', '2030-03-25T09:00:00Z'],
    attempts: [['succeeded', '2030-02-25T09:05:00Z']],
  });

  const gus = await insertUser(sql, 'gus@example.com', '2030-02-07T09:00:00Z');
  const gusSub = await insertSubscription(sql, {
    userId: gus,
    status: 'past_due',
    ...gbp,
    createdAt: '2030-02-07T09:00:00Z',
    periodStart: '2030-02-07T09:00:00Z',
    periodEnd: '2030-03-07T09:00:00Z',
  });
  await insertCharge(sql, {
    userId: gus,
    subscriptionId: gusSub,
    ...gbp,
    period: ['2030-02-07T09:00:00Z', '2030-03-07T09:00:00Z'],
    attempts: [['succeeded', '2030-02-07T09:05:00Z']],
  });
  await insertCharge(sql, {
    userId: gus,
    subscriptionId: gusSub,
    ...gbp,
    period: ['2030-03-07T09:00:00Z', '2030-04-07T09:00:00Z'],
    attempts: [['failed', '2030-03-07T09:10:00Z']],
  });

  // Practice by ann and ben (their own calendar days).
  await sql(
    `INSERT INTO practice_days (user_id, day, product_id, seconds) VALUES
       ($1, '2030-03-02', $3, 600), ($2, '2030-03-03', $3, 300), ($1, '2030-03-04', $4, 120),
       ($5, '2030-02-28', $4, 999)`,
    [ann, ben, scenario.pieceA, scenario.pieceB, fay],
  );
}

export async function seedNumbersScenario(database: DatabaseHandle): Promise<void> {
  const sql: Sql = (text, values) => database.executeSql(text, values);
  await sql(
    `INSERT INTO organisations (id, name) VALUES ($1, 'North Editions'), ($2, 'South Press')`,
    [scenario.north, scenario.south],
  );
  await insertProduct(database, { id: scenario.pieceA, type: 'piece', title: 'Clair de lune' });
  await insertProduct(database, { id: scenario.pieceB, type: 'piece', title: 'Gymnopédie No. 1' });
  await sql('UPDATE products SET publisher_id = $1 WHERE id = $2', [
    scenario.north,
    scenario.pieceA,
  ]);
  await sql('UPDATE products SET publisher_id = $1 WHERE id = $2', [
    scenario.south,
    scenario.pieceB,
  ]);
  await seedSubscriptions(sql);
  for (const [query, at] of [
    ['Mozartt', '2030-03-02T10:00:00Z'],
    ['mozartt', '2030-03-06T10:00:00Z'],
    ['xyzzy', '2030-03-07T10:00:00Z'],
    ['before', '2030-02-20T10:00:00Z'],
  ] as const)
    await insertEvent(sql, 'search_no_result', at, { query });
  for (const [productId, at] of [
    [scenario.pieceA, '2030-03-02T10:00:00Z'],
    [scenario.pieceA, '2030-03-03T10:00:00Z'],
    [scenario.pieceA, '2030-03-10T23:59:00Z'],
    [scenario.pieceB, '2030-03-04T10:00:00Z'],
    [scenario.pieceA, '2030-02-27T10:00:00Z'],
  ] as const)
    await insertEvent(sql, 'playback', at, { productId });
}
