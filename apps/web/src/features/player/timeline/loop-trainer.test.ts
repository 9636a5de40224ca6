import { describe, expect, it } from 'vitest';
import {
  loopTrainerPlanError,
  loopTrainerSchedule,
  passTempoPercent,
  type LoopTrainerPlan,
} from './loop-trainer';

const plan: LoopTrainerPlan = { startPercent: 70, stepPercent: 5, targetPercent: 85 };

describe('the loop trainer', () => {
  it('plays each pass a step faster until the target, then holds it', () => {
    expect([1, 2, 3, 4, 5, 6].map((pass) => passTempoPercent(plan, pass))).toEqual([
      70, 75, 80, 85, 85, 85,
    ]);
    // A step that overshoots stops at the target.
    expect(passTempoPercent({ startPercent: 90, stepPercent: 20, targetPercent: 100 }, 2)).toBe(
      100,
    );
  });

  it('refuses plans it cannot play, saying why', () => {
    expect(loopTrainerPlanError(plan)).toBeNull();
    expect(loopTrainerPlanError({ ...plan, targetPercent: 60 })).toBe(
      'The target tempo is at least the start tempo.',
    );
    expect(loopTrainerPlanError({ ...plan, startPercent: 40 })).toBe(
      'Start and target tempos are whole numbers from 50% to 150%.',
    );
    expect(loopTrainerPlanError({ ...plan, targetPercent: Number.NaN })).toBe(
      'Start and target tempos are whole numbers from 50% to 150%.',
    );
    expect(loopTrainerPlanError({ ...plan, stepPercent: 0 })).toBe(
      'The step is a whole number from 1% to 50%.',
    );
    // Holding one tempo is a plan too: start and target the same.
    expect(loopTrainerPlanError({ ...plan, targetPercent: 70 })).toBeNull();
  });

  it('times each pass on the audio clock: a count-in, then the bars, both at the pass tempo', () => {
    const schedule = loopTrainerSchedule({
      plan: { startPercent: 50, stepPercent: 50, targetPercent: 100 },
      loopMs: 2000,
      countIn: { beatMs: 500, count: 4 },
      passes: 3,
      gapSeconds: 0.1,
    });
    const rounded = (seconds: number) => Math.round(seconds * 1000) / 1000;
    expect(
      schedule.map(({ pass, percent, countInAt, startsAt, endsAt }) => [
        pass,
        percent,
        rounded(countInAt),
        rounded(startsAt),
        rounded(endsAt),
      ]),
    ).toEqual([
      [1, 50, 0, 4, 8],
      [2, 100, 8.1, 10.1, 12.1],
      [3, 100, 12.2, 14.2, 16.2],
    ]);
  });
});
