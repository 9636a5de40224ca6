import { useId, useState } from 'react';
import type { TrainerPass } from '../hooks/use-playback';
import {
  LOOP_TRAINER_LIMITS,
  loopTrainerPlanError,
  type LoopTrainerPlan,
} from '../timeline/loop-trainer';
import styles from './transport.module.css';

type Field = keyof LoopTrainerPlan;

/** The plan the fields spell; an empty field is no number. */
function planOf(draft: Record<Field, string>): LoopTrainerPlan {
  const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return {
    startPercent: numberOf(draft.startPercent),
    stepPercent: numberOf(draft.stepPercent),
    targetPercent: numberOf(draft.targetPercent),
  };
}

const FIELDS: { field: Field; label: string; limits: { min: number; max: number } }[] = [
  { field: 'startPercent', label: 'Start tempo', limits: LOOP_TRAINER_LIMITS.tempo },
  { field: 'stepPercent', label: 'Faster each pass by', limits: LOOP_TRAINER_LIMITS.step },
  { field: 'targetPercent', label: 'Target tempo', limits: LOOP_TRAINER_LIMITS.tempo },
];

/**
 * The loop trainer's plan (start tempo, step per pass, target) for the loop's bars, and the pass
 * being played with its tempo. A plan is used once it is valid; until then the form says what
 * is wrong and the plan before it stays in force.
 */
export function LoopTrainer(props: {
  plan: LoopTrainerPlan;
  /** From, to: the loop's bars by their printed numbers. */
  bars: { from: string; to: string };
  trainerPass: TrainerPass | null;
  onPlan: (plan: LoopTrainerPlan) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Record<Field, string>>(() => ({
    startPercent: String(props.plan.startPercent),
    stepPercent: String(props.plan.stepPercent),
    targetPercent: String(props.plan.targetPercent),
  }));
  const error = loopTrainerPlanError(planOf(draft));
  return (
    <fieldset className={styles.trainer} aria-describedby={`${id}-pass`}>
      <legend className={styles.trainerLegend}>
        Loop trainer: bars {props.bars.from} to {props.bars.to}
      </legend>
      {FIELDS.map(({ field, label, limits }) => (
        <label key={field} className={styles.barField}>
          {label}
          <input
            className={styles.percentField}
            type="number"
            inputMode="numeric"
            min={limits.min}
            max={limits.max}
            step={1}
            value={draft[field]}
            aria-invalid={error !== null}
            aria-errormessage={error === null ? undefined : `${id}-error`}
            onChange={(event) => {
              const next = { ...draft, [field]: event.target.value };
              setDraft(next);
              const plan = planOf(next);
              if (loopTrainerPlanError(plan) === null) props.onPlan(plan);
            }}
          />
          %
        </label>
      ))}
      <output
        id={`${id}-pass`}
        className={styles.value}
        data-testid="trainer-pass"
        aria-live="polite"
      >
        {props.trainerPass
          ? `Pass ${String(props.trainerPass.pass)} at ${String(props.trainerPass.percent)}%`
          : `Play starts pass 1 at ${String(props.plan.startPercent)}%`}
      </output>
      {error !== null && (
        <p id={`${id}-error`} className={styles.keyError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
