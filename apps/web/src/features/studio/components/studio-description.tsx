import { FormError } from '../../../components/form/form-error';
import { Button } from '../../../components/ui/button';
import type { DescriptionText } from '../description-text';
import { studioText } from '../studio-messages';
import styles from './studio.module.css';

/**
 * The description as text with paragraphs (`description-text.ts`). A stored description with
 * formatting the text cannot hold is kept while its text is unchanged; once changed, the field
 * says what saving removes and offers to undo the changes.
 */
export function StudioDescription({
  value,
  stored,
  error,
  onChange,
}: {
  value: string;
  /** The description as stored, as text. */
  stored: DescriptionText;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  const isChanged = value !== stored.text;
  const noteId = 'studio-description-note';
  return (
    <div className={styles.field}>
      <label htmlFor="studio-description" className={styles.muted}>
        Description
      </label>
      <p id="studio-description-hint" className={styles.fieldHint}>
        {studioText.descriptionHint}
      </p>
      <textarea
        id="studio-description"
        className={styles.textarea}
        value={value}
        aria-describedby={[
          'studio-description-hint',
          stored.hasOtherFormatting ? noteId : null,
          error ? 'studio-description-error' : null,
        ]
          .filter(Boolean)
          .join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {stored.hasOtherFormatting && (
        <div id={noteId} className={isChanged ? styles.warning : styles.hint} aria-live="polite">
          <p className={styles.noteText}>
            {isChanged ? studioText.descriptionLosesFormatting : studioText.descriptionKept}
          </p>
          {isChanged && (
            <div>
              <Button
                variant="secondary"
                size="small"
                onClick={() => {
                  onChange(stored.text);
                }}
              >
                {studioText.restoreDescription}
              </Button>
            </div>
          )}
        </div>
      )}
      {error && (
        <div id="studio-description-error">
          <FormError message={error} />
        </div>
      )}
    </div>
  );
}
