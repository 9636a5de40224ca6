import { GENRES_MAX, genreProblem, normaliseGenre } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { formStyles } from '../../../components/form/form-error';
import { studioQueries } from '../api/studio-api';
import styles from './studio.module.css';

/**
 * A product's genre tags: each shown with its Remove button; a new one typed (the tags in use
 * that begin with it suggested by the browser's own list) and added with Enter or Add,
 * normalised as the server stores it, refused here with the server's reason.
 */
export function StudioGenres({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (genres: string[]) => void;
  /** The server's refusal of the list, if any. */
  error?: string | undefined;
}) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), list: useId(), hint: useId(), error: useId() };
  const prefix = normaliseGenre(typed);
  const suggestions = useQuery({ ...studioQueries.genres(prefix), enabled: prefix.length > 0 });
  const offered = (suggestions.data?.items ?? []).filter((item) => !value.includes(item.name));
  const isFull = value.length >= GENRES_MAX;
  const shownError = problem ?? error;

  function add() {
    const tag = normaliseGenre(typed);
    if (!tag) return;
    const reason = genreProblem(tag);
    if (reason) {
      setProblem(reason);
      return;
    }
    setProblem(null);
    setTyped('');
    if (!value.includes(tag)) onChange([...value, tag]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the tag rather than saving the whole form.
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend>Genres</legend>
      <p id={ids.hint} className={styles.muted}>
        Tags such as ‘art song’ or ‘jazz’: stored in lower case, at most {GENRES_MAX}. Search finds
        the product by them, and its page lists them.
      </p>
      {value.length === 0 ? (
        <p className={styles.muted}>No genres yet.</p>
      ) : (
        <ul className={styles.tags} aria-label="Genres of this product">
          {value.map((tag) => (
            <li key={tag} className={styles.tag}>
              <span>{tag}</span>
              <Button
                variant="ghost"
                size="small"
                aria-label={`Remove the genre ${tag}`}
                onClick={() => {
                  onChange(value.filter((other) => other !== tag));
                  input.current?.focus();
                }}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <div className={styles.fileLabel}>
          <label htmlFor={ids.input}>Add a genre</label>
          <input
            ref={input}
            id={ids.input}
            className={formStyles.input}
            list={ids.list}
            value={typed}
            disabled={isFull}
            maxLength={60}
            autoComplete="off"
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${ids.hint} ${ids.error}` : ids.hint}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              setTyped(event.target.value);
              setProblem(null);
            }}
          />
          <datalist id={ids.list}>
            {offered.map((item) => (
              <option key={item.name} value={item.name}>
                {`${item.name} (${String(item.products)})`}
              </option>
            ))}
          </datalist>
        </div>
        <Button variant="secondary" size="small" disabled={isFull || !prefix} onClick={add}>
          Add
        </Button>
      </div>
      {isFull && <p className={styles.muted}>A product has at most {GENRES_MAX} genres.</p>}
      {shownError && (
        <p id={ids.error} className={formStyles.error}>
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
