import {
  consoleMessages,
  type ConsoleOffer,
  type ConsoleOfferSummary,
  type OfferDefinition,
  type OfferEditInput,
} from '@cadenza/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AdminActions } from '../audit/admin-actions.js';
import { noFigures, type OfferFiguresRepository } from './offer-figures.repository.js';
import { offerWrites, toDefinition } from './offer-writes.js';
import type { OfferRow, OffersRepository } from './offers.repository.js';

export interface ConsoleOffersDependencies {
  offers: OffersRepository;
  /** The offers repository on an admin action's transaction. */
  offersIn: (tx: Database) => OffersRepository;
  figures: OfferFiguresRepository;
  actions: AdminActions;
  clock: Clock;
}

/** The console's offers: list, read, create, edit, deactivate; each change audited. */
export function createConsoleOffersService(deps: ConsoleOffersDependencies) {
  const { offers, offersIn, figures, actions, clock } = deps;

  const toConsoleOffer = async (row: OfferRow): Promise<ConsoleOffer> => ({
    definition: toDefinition(row),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    figures: (await figures.figuresByOffer(clock.now(), row.code)).get(row.code) ?? noFigures,
  });

  const target = (code: string) => ({ type: 'offer', id: code });

  return {
    async list(): Promise<{ items: ConsoleOfferSummary[] }> {
      const [rows, byOffer] = await Promise.all([
        offers.listAll(),
        figures.figuresByOffer(clock.now()),
      ]);
      return {
        items: rows.map((row) => {
          const definition = toDefinition(row);
          return {
            code: row.code,
            title: definition.content.title,
            status: row.status,
            trialLength: row.trialLength,
            template: row.template,
            associateName: row.associateName,
            discount: definition.discount,
            updatedAt: row.updatedAt.toISOString(),
            figures: byOffer.get(row.code) ?? noFigures,
          };
        }),
      };
    },

    async get(code: string): Promise<ConsoleOffer> {
      const row = await offers.findByCode(code);
      if (!row) throw new AppError('notFound', consoleMessages.offerNotFound(code));
      return toConsoleOffer(row);
    },

    async create(actorId: string, definition: OfferDefinition): Promise<ConsoleOffer> {
      const row = await actions.run({
        actorId,
        action: 'offer.create',
        work: async (tx) => {
          const { row: created, created: isNew } = await offerWrites(offersIn(tx)).create(
            definition,
          );
          const after = toDefinition(created);
          return {
            result: created,
            target: target(created.code),
            before: isNew ? null : after,
            after,
          };
        },
      });
      return toConsoleOffer(row);
    },

    async update(actorId: string, code: string, edit: OfferEditInput): Promise<ConsoleOffer> {
      return toConsoleOffer(await change(actorId, 'offer.update', code, edit));
    },

    async deactivate(actorId: string, code: string): Promise<ConsoleOffer> {
      return toConsoleOffer(
        await change(actorId, 'offer.deactivate', code, { status: 'inactive' }),
      );
    },
  };

  function change(
    actorId: string,
    action: string,
    code: string,
    edit: Parameters<ReturnType<typeof offerWrites>['update']>[1],
  ): Promise<OfferRow> {
    return actions.run({
      actorId,
      action,
      work: async (tx) => {
        const { before, after } = await offerWrites(offersIn(tx)).update(code, edit);
        return {
          result: after,
          target: target(after.code),
          before: toDefinition(before),
          after: toDefinition(after),
        };
      },
    });
  }
}

export type ConsoleOffersService = ReturnType<typeof createConsoleOffersService>;
