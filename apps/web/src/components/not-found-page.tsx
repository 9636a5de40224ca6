import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { TextField } from './form/text-field';
import { Page } from './page';
import { Button, buttonClassName } from './ui/button';
import styles from './way-on.module.css';

export const NOT_FOUND_MESSAGE = 'Page was not found';
/** Not in the spec: the way on from something that is not there. */
export const NOT_FOUND_WAY_ON =
  'It may have moved or been taken down. Search the catalogue, or start again from the home page.';

/** A search of the catalogue: opens the search page for what was typed. */
function CatalogueSearchForm() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = query.trim();
        if (trimmed) void navigate(paths.search.href({ q: trimmed }));
      }}
    >
      <TextField
        label="Search the catalogue"
        type="search"
        className={styles.field}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
        }}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}

/**
 * 'Page was not found' for an unknown address or product, with a way on: a search of the
 * catalogue and the home page. `detail` says what was not found (a product's message).
 */
export function NotFoundPage({ detail }: { detail?: ReactNode }) {
  return (
    <Page heading={NOT_FOUND_MESSAGE}>
      <div className={styles.wayOn}>
        {detail}
        <p>{NOT_FOUND_WAY_ON}</p>
        <CatalogueSearchForm />
        <Link
          className={`${buttonClassName({ variant: 'secondary' })} ${styles.homeLink}`}
          to={paths.home.href()}
        >
          Go to the home page
        </Link>
      </div>
    </Page>
  );
}
