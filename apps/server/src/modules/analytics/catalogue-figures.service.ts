import {
  analyticsMessages,
  CATALOGUE_FIGURES_MAX_ROWS,
  type CatalogueFigures,
  type CatalogueFiguresQuery,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { Viewer } from '../../http/viewer.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogueFiguresRepository } from './catalogue-figures.repository.js';
import { rangeUpToToday, spanOf } from './numbers.service.js';

export interface CatalogueFiguresDependencies {
  repository: CatalogueFiguresRepository;
  clock: Clock;
}

/**
 * Plays and practice time per product: a publisher sees its own imprint's products whatever it
 * asks for, an admin any imprint or all of them; nobody else sees any.
 */
export function createCatalogueFiguresService(deps: CatalogueFiguresDependencies) {
  const { repository } = deps;

  async function imprintFor(viewer: Viewer, asked: string | undefined): Promise<string | null> {
    if (viewer.role === 'admin') {
      if (asked === undefined) return null;
      const [found] = await repository.publishers(asked);
      if (!found) throw new AppError('notFound', analyticsMessages.unknownPublisher(asked));
      return asked;
    }
    if (viewer.role !== 'publisher')
      throw new AppError('forbidden', analyticsMessages.publishersOnly);
    const imprint = await repository.imprintOf(viewer.userId);
    if (imprint === null) throw new AppError('forbidden', analyticsMessages.noImprint);
    return imprint;
  }

  return {
    async figures(viewer: Viewer, query: CatalogueFiguresQuery): Promise<CatalogueFigures> {
      const publisherId = await imprintFor(viewer, query.publisherId);
      const now = deps.clock.now();
      const range = rangeUpToToday(query, now);
      const [publishers, products] = await Promise.all([
        repository.publishers(viewer.role === 'admin' ? null : publisherId),
        repository.figures({
          span: spanOf(range, now),
          days: range,
          publisherId,
          limit: CATALOGUE_FIGURES_MAX_ROWS,
        }),
      ]);
      return { range, publishers, publisherId, products };
    },
  };
}

export type CatalogueFiguresService = ReturnType<typeof createCatalogueFiguresService>;
