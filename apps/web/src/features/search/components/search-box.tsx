import { useId, useState } from 'react';
import { CloseIcon, SearchIcon } from '../../../components/icons/ui-icons';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { SEARCH_DEBOUNCE_MS } from '../search-query';
import styles from './search-box.module.css';

interface SearchBoxProps {
  /** The query in the URL; the field follows it when it changes from outside (back button). */
  query: string;
  /** Called 200 ms after the last change, and at once when the field is cleared. */
  onSearch: (query: string) => void;
  label?: string;
}

/** Live search field with a clear icon (spec §2). */
export function SearchBox({ query, onSearch, label = 'Search' }: SearchBoxProps) {
  const inputId = useId();
  const [value, setValue] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  const debouncedSearch = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);

  // The URL moved on without typing here: show its query.
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== value.trim()) setValue(query);
  }

  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <SearchIcon className={styles.icon} width={18} height={18} />
      <input
        id={inputId}
        type="search"
        className={styles.input}
        placeholder="Search scores, composers, artists…"
        autoComplete="off"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          debouncedSearch(event.target.value);
        }}
      />
      {value !== '' && (
        <button
          type="button"
          className={styles.clear}
          aria-label="Clear search"
          onClick={() => {
            setValue('');
            debouncedSearch('');
          }}
        >
          <CloseIcon width={18} height={18} />
        </button>
      )}
    </form>
  );
}
