import { SETLIST_TITLE_MAX, type PieceSettings } from '@cadenza/domain';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState, type SyntheticEvent, type ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import { TextField } from '../../../components/form/text-field';
import { FavouriteIcon, SetlistIcon } from '../../../components/icons/ui-icons';
import { LoadFailure } from '../../../components/load-failure';
import { Pager } from '../../../components/pager/pager';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingArea, ResultListSkeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { LIBRARY_PAGE_SIZE, createSetlist, libraryQueries, setFavourite } from '../api/library-api';
import { formatPracticeTime } from '../library-format';
import { libraryText } from '../library-messages';
import { PieceRow } from './piece-row';
import styles from './library.module.css';

export type LibraryListName = 'recent' | 'favourites' | 'setlists';

interface ListProps {
  page: number;
  hrefOf: (page: number) => string;
}

/** A page of a list: skeleton, failure with Try again, empty state, or the items and the pager. */
function Paged<Page extends { items: unknown[]; total: number }>(props: {
  query: UseQueryResult<Page>;
  page: number;
  hrefOf: (page: number) => string;
  label: string;
  empty: ReactNode;
  children: (page: Page) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending)
    return (
      <LoadingArea>
        <ResultListSkeleton />
      </LoadingArea>
    );
  if (query.isError)
    return <LoadFailure message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.total === 0) return <>{props.empty}</>;
  return (
    <>
      {props.children(query.data)}
      <Pager
        page={props.page}
        pageCount={Math.ceil(query.data.total / LIBRARY_PAGE_SIZE)}
        hrefOf={props.hrefOf}
        label={props.label}
      />
    </>
  );
}

/** 'Bar 12 · 80% · key −2 · looping': how a piece was left. */
export function describeSettings(settings: PieceSettings): string {
  const parts = [`Bar ${settings.bar}`, `${String(settings.tempoPercent)}%`];
  if (settings.transpose)
    parts.push(`key ${settings.transpose > 0 ? '+' : '−'}${String(Math.abs(settings.transpose))}`);
  if (settings.loop?.isOn) parts.push('looping');
  return parts.join(' · ');
}

const browseAction = (
  <AppLink to={paths.browse.href()} className={buttonClassName()}>
    {libraryText.browse}
  </AppLink>
);

export function RecentList({ page, hrefOf }: ListProps) {
  const query = useQuery(libraryQueries.recent(page));
  return (
    <Paged
      query={query}
      page={page}
      hrefOf={hrefOf}
      label="Pages of recently practised pieces"
      empty={
        <EmptyState title={libraryText.noRecent} action={browseAction}>
          <p>{libraryText.noRecentText}</p>
        </EmptyState>
      }
    >
      {(data) => (
        <ul className={styles.list} aria-label="Recently practised">
          {data.items.map((item) => (
            <PieceRow
              key={item.product.id}
              piece={item.product}
              details={
                <p className={styles.muted}>
                  {item.settings ? `${describeSettings(item.settings)} · ` : ''}
                  {formatPracticeTime(item.totalSeconds)} in all · last{' '}
                  {formatLongDate(item.lastPractisedAt)}
                </p>
              }
              actions={
                <AppLink
                  to={paths.piece.href(item.product.id)}
                  className={buttonClassName({ variant: 'secondary', size: 'small' })}
                  aria-label={`Continue ${item.product.title}`}
                >
                  Continue
                </AppLink>
              }
            />
          ))}
        </ul>
      )}
    </Paged>
  );
}

export function FavouritesList({ page, hrefOf }: ListProps) {
  const query = useQuery(libraryQueries.favourites(page));
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (productId: string) => setFavourite(queryClient, productId, false),
  });
  return (
    <Paged
      query={query}
      page={page}
      hrefOf={hrefOf}
      label="Pages of favourites"
      empty={
        <EmptyState
          title={libraryText.noFavourites}
          icon={<FavouriteIcon width={32} height={32} />}
          action={browseAction}
        >
          <p>{libraryText.noFavouritesText}</p>
        </EmptyState>
      }
    >
      {(data) => (
        <>
          {remove.isError && (
            <p className={styles.error} role="alert">
              {errorMessage(remove.error)}
            </p>
          )}
          <ul className={styles.list} aria-label="Favourites">
            {data.items.map((item) => (
              <PieceRow
                key={item.product.id}
                piece={item.product}
                details={<p className={styles.muted}>Added {formatLongDate(item.addedAt)}</p>}
                actions={
                  <Button
                    variant="ghost"
                    size="small"
                    isLoading={remove.isPending && remove.variables === item.product.id}
                    aria-label={`Remove ${item.product.title} from favourites`}
                    onClick={() => {
                      remove.mutate(item.product.id);
                    }}
                  >
                    Remove
                  </Button>
                }
              />
            ))}
          </ul>
        </>
      )}
    </Paged>
  );
}

function NewSetlistForm() {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const create = useMutation({
    mutationFn: (newTitle: string) => createSetlist(queryClient, { title: newTitle }),
    onSuccess: () => {
      setTitle('');
    },
  });
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (title.trim()) create.mutate(title.trim());
  };
  return (
    <form className={styles.inlineForm} onSubmit={submit} aria-label={libraryText.newSetlist}>
      <TextField
        label={libraryText.newSetlist}
        value={title}
        maxLength={SETLIST_TITLE_MAX}
        placeholder="Title, e.g. Sunday recital"
        error={create.isError ? errorMessage(create.error) : undefined}
        onChange={(event) => {
          setTitle(event.target.value);
        }}
      />
      <Button type="submit" isLoading={create.isPending} disabled={!title.trim()}>
        Create
      </Button>
    </form>
  );
}

export function SetlistsList({ page, hrefOf }: ListProps) {
  const query = useQuery(libraryQueries.setlists(page));
  return (
    <>
      <NewSetlistForm />
      <Paged
        query={query}
        page={page}
        hrefOf={hrefOf}
        label="Pages of setlists"
        empty={
          <EmptyState
            title={libraryText.noSetlists}
            icon={<SetlistIcon width={32} height={32} />}
            action={browseAction}
          >
            <p>{libraryText.noSetlistsText}</p>
          </EmptyState>
        }
      >
        {(data) => (
          <ul className={styles.list} aria-label="Setlists">
            {data.items.map((setlist) => (
              <li key={setlist.id} className={styles.rowText}>
                <AppLink to={paths.setlist.href(setlist.id)} className={styles.rowTitle}>
                  {setlist.title}
                </AppLink>
                <p className={styles.muted}>
                  {setlist.pieceCount === 1 ? '1 piece' : `${String(setlist.pieceCount)} pieces`}
                  {setlist.isShared && (
                    <>
                      {' · '}
                      <span className={styles.badge}>Shared by link</span>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Paged>
    </>
  );
}
