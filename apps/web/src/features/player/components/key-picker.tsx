import { useId } from 'react';
import {
  keyChoices,
  keyName,
  TRANSPOSE_RANGE,
  transpositionSummary,
  type WrittenKey,
} from '../transposition/key-names';
import { ResetIcon } from './transport-icons';
import { IconButton } from './transport-parts';
import styles from './transport.module.css';

/**
 * The key the piece is played and shown in, by name ('C major (-2)'), with what it is moved
 * from and to beside it ('D major → C major') and a button back to the written key. A native
 * select: arrow keys, a click or a tap choose; the sound moves at once, the score follows.
 */
export function KeyPicker(props: {
  writtenKey: WrittenKey;
  semitones: number;
  /** The score is still being written in the chosen key. */
  isWriting: boolean;
  /** Why the score could not be written in the chosen key. */
  error: string | null;
  onChange: (semitones: number) => void;
}) {
  const id = useId();
  const { writtenKey, semitones } = props;
  return (
    <div className={`${styles.valueSlider} ${styles.keyPicker}`}>
      <label htmlFor={id}>Key</label>
      <select
        id={id}
        className={styles.select}
        value={semitones}
        onChange={(event) => {
          props.onChange(Number(event.target.value));
        }}
      >
        {keyChoices(writtenKey, TRANSPOSE_RANGE).map((choice) => (
          <option key={choice.semitones} value={choice.semitones}>
            {choice.label}
          </option>
        ))}
      </select>
      <output htmlFor={id} className={styles.value} data-testid="key-summary">
        {transpositionSummary(writtenKey, semitones)}
      </output>
      <IconButton
        label={`Reset key to ${keyName(writtenKey)}`}
        icon={<ResetIcon />}
        isDisabled={semitones === 0}
        onClick={() => {
          props.onChange(0);
        }}
      />
      <span role="status" className={props.error ? styles.keyError : undefined}>
        {props.error ?? (props.isWriting ? 'Writing the score in the new key…' : '')}
      </span>
    </div>
  );
}
