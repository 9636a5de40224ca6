import { useEffect, useId, useRef, useState } from 'react';
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
  /**
   * The queries this field asked for that the URL has not shown yet, oldest first. The URL
   * shows them late (a slow page or answer), often after more has been typed: those arrivals
   * must never change the field. Only a query nobody typed here (back button, a link) does.
   */
  const sentRef = useRef<string[]>([]);
  const queryRef = useRef(query);
  const send = (text: string) => {
    const trimmed = text.trim();
    if (trimmed !== queryRef.current) sentRef.current.push(trimmed);
    onSearch(text);
  };
  const debouncedSearch = useDebouncedCallback(send, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    queryRef.current = query;
    const sent = sentRef.current.indexOf(query);
    if (sent >= 0) {
      // The URL caught up with what was typed here; the field already holds as much or more.
      sentRef.current.splice(0, sent + 1);
      return;
    }
    sentRef.current = [];
    setValue((current) => (current.trim() === query ? current : query));
  }, [query]);

  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        send(value);
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
