import { queueBillingTick } from '../../modules/billing/billing-jobs.js';
import { isAdjustableClock } from '../../modules/clock/adjustable-clock.js';
import { parseDuration } from '../../modules/clock/parse-duration.js';
import { requireRuntime, UsageError, type CliCommand } from '../command.js';

export const clockCommand: CliCommand = {
  name: 'clock',
  usage: 'clock show | clock advance <31d|12h|90m|1d12h>',
  description:
    'Show or move the test clock (CLOCK=adjustable, never in production); due billing runs at once.',
  needsRuntime: true,
  async run(args, runtime) {
    const { clock, jobs, config } = requireRuntime(runtime);
    if (!isAdjustableClock(clock)) {
      throw new UsageError(
        `the clock is ${config.clock}: start everything with CLOCK=adjustable to move it`,
      );
    }
    const [action, amount] = args;
    if (action === 'advance') {
      const milliseconds = amount ? parseDuration(amount) : undefined;
      if (milliseconds === undefined)
        throw new UsageError('say how far, e.g. 31d, 12h, 90m or 1d12h');
      await clock.advance(milliseconds);
      // Workers pick the tick up now instead of at the next minute.
      await jobs.start();
      await queueBillingTick(jobs);
    } else if (action !== 'show') {
      throw new UsageError('say show or advance');
    }
    console.log(JSON.stringify({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() }));
  },
};
