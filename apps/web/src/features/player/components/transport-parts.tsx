import { useId, type ReactNode } from 'react';
import styles from './transport.module.css';
import { ResetIcon } from './transport-icons';

/** A button showing only an icon: its name is read by screen readers and shown as a tooltip. */
export function IconButton(props: {
  label: string;
  /** The key that does the same, added to the tooltip. */
  shortcut?: string;
  icon: ReactNode;
  isPrimary?: boolean;
  isPressed?: boolean;
  /** For a button that shows and hides a panel: whether it is shown, and its id. */
  isExpanded?: boolean;
  controls?: string;
  isDisabled?: boolean;
  onClick: () => void;
}) {
  const className = props.isPrimary
    ? `${styles.iconButton} ${styles.primaryButton}`
    : styles.iconButton;
  return (
    <button
      type="button"
      className={className}
      aria-label={props.label}
      title={props.shortcut ? `${props.label} (${props.shortcut})` : props.label}
      aria-pressed={props.isPressed}
      aria-expanded={props.isExpanded}
      aria-controls={props.controls}
      disabled={props.isDisabled}
      onClick={props.onClick}
    >
      {props.icon}
    </button>
  );
}

/**
 * A setting on a slider with its value shown beside it and a button that puts it back to its
 * default (disabled while it is there).
 */
export function ValueSlider(props: {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  defaultValue: number;
  /** The value as shown: '90%', '+2 semitones'. */
  format: (value: number) => string;
  /** Set by something else for now (the loop trainer sets the tempo). */
  isDisabled?: boolean;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className={styles.valueSlider}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        className={styles.slider}
        type="range"
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        disabled={props.isDisabled}
        onChange={(event) => {
          props.onChange(Number(event.target.value));
        }}
      />
      <output htmlFor={id} className={styles.value}>
        {props.format(props.value)}
      </output>
      <IconButton
        label={`Reset ${props.label.toLowerCase()} to ${props.format(props.defaultValue)}`}
        icon={<ResetIcon />}
        isDisabled={props.isDisabled === true || props.value === props.defaultValue}
        onClick={() => {
          props.onChange(props.defaultValue);
        }}
      />
    </div>
  );
}
