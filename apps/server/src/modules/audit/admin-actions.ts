import { isDeepStrictEqual } from 'node:util';
import { consoleMessages } from '@cadenza/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { createAuditRepository } from './audit.repository.js';

/** What an admin action did: its answer, and the target before and after it. */
export interface AuditedChange<Result> {
  result: Result;
  target: { type: string; id: string };
  /** Null when the action created the target. */
  before: unknown;
  after: unknown;
}

export interface AdminActionRequest<Result> {
  actorId: string;
  /** 'offer.create', 'offer.update', … */
  action: string;
  /** Does the work in the transaction it is given, and says what changed. */
  work: (tx: Database) => Promise<AuditedChange<Result>>;
}

/**
 * The one way an admin action is carried out (DESIGN §8): the action and its audit row in one
 * transaction, so neither is kept without the other. The actor is read again inside it and
 * must still be an admin. An action that changed nothing (before equals after: a repeated
 * request) writes no row, which is what makes repeating an action harmless.
 */
export function createAdminActions({ db, clock }: { db: Database; clock: Clock }) {
  /** The action in a transaction already begun: the actor checked, the work, its audit row. */
  async function carryOut<Result>(
    tx: Database,
    { actorId, action, work }: AdminActionRequest<Result>,
  ): Promise<Result> {
    const audit = createAuditRepository(tx);
    const actor = await audit.findActor(actorId);
    if (actor?.role !== 'admin') throw new AppError('forbidden', consoleMessages.adminsOnly);
    const change = await work(tx);
    const before = toJson(change.before);
    const after = toJson(change.after);
    if (!isDeepStrictEqual(before, after))
      await audit.append({
        at: clock.now(),
        actorId,
        actorEmail: actor.email,
        action,
        targetType: change.target.type,
        targetId: change.target.id,
        before,
        after,
      });
    return change.result;
  }

  /** Whether this key was used before for this very action; 409 if for another one. */
  async function wasDone(tx: Database, key: KeyedAction): Promise<boolean> {
    const found = await createAuditRepository(tx).findKey(key.idempotencyKey);
    if (!found) return false;
    if (found.action !== key.action || !isDeepStrictEqual(found.request, toJson(key.request)))
      throw new AppError('conflict', consoleMessages.idempotencyKeyReused);
    return true;
  }

  return {
    async run<Result>(request: AdminActionRequest<Result>): Promise<Result> {
      return db.transaction(async (tx) => carryOut(tx, request));
    },

    /**
     * An action carried out once per idempotency key (the client makes one per action and
     * sends it again with a retry): the key is claimed in the action's transaction, so a
     * repeat, even one sent while the first is still running, does nothing and answers
     * `{ replayed: true }`. A refused action rolls its claim back with everything else.
     */
    async runOnce<Result>(
      request: AdminActionRequest<Result> & { idempotencyKey: string; request: unknown },
    ): Promise<{ replayed: true } | { replayed: false; result: Result }> {
      return db.transaction(async (tx) => {
        const claimed = await createAuditRepository(tx).claimKey({
          key: request.idempotencyKey,
          actorId: request.actorId,
          action: request.action,
          request: toJson(request.request),
          at: clock.now(),
        });
        if (!claimed) {
          await wasDone(tx, request);
          return { replayed: true };
        }
        return { replayed: false, result: await carryOut(tx, request) };
      });
    },

    /**
     * Whether an action of this key is already done (409 if the key named another action):
     * an action with work outside the database (a refund at the card processor) asks first,
     * so that a repeat does not even reach the processor.
     */
    async isDone(key: KeyedAction): Promise<boolean> {
      return wasDone(db, key);
    },
  };
}

/** An idempotency key with the action and request it was made for. */
export interface KeyedAction {
  idempotencyKey: string;
  action: string;
  request: unknown;
}

export type AdminActions = ReturnType<typeof createAdminActions>;

/** As the jsonb column will hold it (dates as ISO strings, undefined keys gone). */
function toJson(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}
