/**
 * The loop trainer's plan: the chosen bars played again and again, each pass after a count-in
 * and a step faster than the one before, until the target tempo, which then holds. Tempos are
 * per cent of the score's, as on the tempo slider.
 */
export interface LoopTrainerPlan {
  startPercent: number;
  /** Percentage points added each pass. */
  stepPercent: number;
  targetPercent: number;
}

/** The tempos a plan may name (the player's tempo range) and the steps it may take. */
export const LOOP_TRAINER_LIMITS = {
  tempo: { min: 50, max: 150 },
  step: { min: 1, max: 50 },
} as const;

export const DEFAULT_LOOP_TRAINER_PLAN: LoopTrainerPlan = {
  startPercent: 70,
  stepPercent: 5,
  targetPercent: 100,
};

/** What is wrong with a plan, as the trainer's form says it; null for a plan that can run. */
export function loopTrainerPlanError(plan: LoopTrainerPlan): string | null {
  const { tempo, step } = LOOP_TRAINER_LIMITS;
  const isTempo = (value: number) =>
    Number.isInteger(value) && value >= tempo.min && value <= tempo.max;
  if (!isTempo(plan.startPercent) || !isTempo(plan.targetPercent))
    return `Start and target tempos are whole numbers from ${String(tempo.min)}% to ${String(tempo.max)}%.`;
  if (
    !Number.isInteger(plan.stepPercent) ||
    plan.stepPercent < step.min ||
    plan.stepPercent > step.max
  )
    return `The step is a whole number from ${String(step.min)}% to ${String(step.max)}%.`;
  if (plan.targetPercent < plan.startPercent)
    return 'The target tempo is at least the start tempo.';
  return null;
}

/** The tempo of pass `pass` (the first is 1): a step faster each pass, up to the target. */
export function passTempoPercent(plan: LoopTrainerPlan, pass: number): number {
  return Math.min(plan.targetPercent, plan.startPercent + plan.stepPercent * (pass - 1));
}

export interface ScheduledPass {
  pass: number;
  percent: number;
  /** Seconds from the first count-in's first click: when this pass's count-in starts. */
  countInAt: number;
  /** When its first note sounds, and when its last bar ends. */
  startsAt: number;
  endsAt: number;
}

/**
 * When each pass is heard, on the audio clock: the count-in's beats and the loop's length are
 * score time, played at the pass's tempo; `gapSeconds` passes between a pass's end and the next
 * count-in (the engine's start-up).
 */
export function loopTrainerSchedule(options: {
  plan: LoopTrainerPlan;
  loopMs: number;
  countIn: { beatMs: number; count: number };
  passes: number;
  gapSeconds: number;
}): ScheduledPass[] {
  const schedule: ScheduledPass[] = [];
  let countInAt = 0;
  for (let pass = 1; pass <= options.passes; pass += 1) {
    const percent = passTempoPercent(options.plan, pass);
    const rate = percent / 100;
    const startsAt = countInAt + (options.countIn.beatMs * options.countIn.count) / 1000 / rate;
    const endsAt = startsAt + options.loopMs / 1000 / rate;
    schedule.push({ pass, percent, countInAt, startsAt, endsAt });
    countInAt = endsAt + options.gapSeconds;
  }
  return schedule;
}
