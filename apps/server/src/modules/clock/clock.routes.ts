import {
  advanceClockEndpoint,
  billingServerMessages,
  clockEndpoint,
  type ClockResponse,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.js';
import { routeOf } from '../../http/route-of.js';
import type { Clock } from '../../lib/clock.js';
import { isAdjustableClock, type AdjustableClock } from './adjustable-clock.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface ClockRoutesOptions {
  clock: Clock;
  /** Runs after the clock moved: lets due trials, reminders and renewals happen now. */
  afterAdvance: () => Promise<void>;
}

/** The test clock (spec-less, sandbox only): refused unless CLOCK=adjustable. */
export function clockRoutes({ clock, afterAdvance }: ClockRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const adjustable = (): AdjustableClock => {
      if (!isAdjustableClock(clock))
        throw new AppError('forbidden', billingServerMessages.clockNotAdjustable);
      return clock;
    };

    app.route({
      ...routeOf(clockEndpoint, { summary: 'The adjustable clock’s time' }),
      handler: async () => describeClock(adjustable()),
    });

    app.route({
      ...routeOf(advanceClockEndpoint, {
        summary: 'Move the adjustable clock forward (CLOCK=adjustable only)',
      }),
      handler: async (request) => {
        const target = adjustable();
        const { advanceDays = 0, advanceHours = 0 } = request.body;
        await target.advance(Math.round(advanceDays * DAY_MS + advanceHours * HOUR_MS));
        await afterAdvance();
        return describeClock(target);
      },
    });
  };
}

export function describeClock(clock: AdjustableClock): ClockResponse {
  return { now: clock.now().toISOString(), offsetMs: clock.offsetMs() };
}
