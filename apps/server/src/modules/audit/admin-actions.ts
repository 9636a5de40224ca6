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
  return {
    async run<Result>({ actorId, action, work }: AdminActionRequest<Result>): Promise<Result> {
      return db.transaction(async (tx) => {
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
      });
    },
  };
}

export type AdminActions = ReturnType<typeof createAdminActions>;

/** As the jsonb column will hold it (dates as ISO strings, undefined keys gone). */
function toJson(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}
