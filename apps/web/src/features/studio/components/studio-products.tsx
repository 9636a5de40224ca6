import { useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { AppLink } from '../../../components/app-link';
import { TextField } from '../../../components/form/text-field';
import { LoadFailure } from '../../../components/load-failure';
import { Pager } from '../../../components/pager/pager';
import { Button } from '../../../components/ui/button';
import { LoadingArea, ResultListSkeleton } from '../../../components/ui/skeleton';
import { tableStyles } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { studioQueries } from '../api/studio-api';
import { studioText } from '../studio-messages';
import styles from './studio.module.css';
import { productTypeLabels } from '../../../lib/product-type-labels';

interface StudioProductsProps {
  q: string;
  page: number;
  /** Changes the URL's query and page (the list lives in the URL). */
  onSearch: (q: string) => void;
  hrefOf: (page: number) => string;
}

/** The products the account may edit, searchable by title or person, a page at a time. */
export function StudioProducts({ q, page, onSearch, hrefOf }: StudioProductsProps) {
  const [typed, setTyped] = useState(q);
  const query = useQuery(studioQueries.products({ q, page }));

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    onSearch(typed.trim());
  }

  return (
    <>
      <form role="search" className={styles.toolbar} onSubmit={submit}>
        <TextField
          label="Find products"
          hint="Words of the title or a person’s name"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {query.isPending ? (
        <LoadingArea>
          <ResultListSkeleton />
        </LoadingArea>
      ) : query.isError ? (
        <LoadFailure message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className={styles.muted}>
            {query.data.isWholeCatalogue
              ? `${String(query.data.total)} products in the catalogue`
              : query.data.imprint
                ? `${query.data.imprint}: ${String(query.data.total)} products`
                : studioText.noImprint}
          </p>
          {query.data.total === 0 ? (
            <p>{q ? studioText.noProductsFor(q) : studioText.noProducts}</p>
          ) : (
            <div className={tableStyles.scroll}>
              <table className={tableStyles.table}>
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Composer</th>
                    <th scope="col">State</th>
                    <th scope="col">Changed</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.items.map((item) => (
                    <tr key={item.id}>
                      <td>
                        <AppLink to={paths.studioProduct.href(item.id)}>{item.title}</AppLink>
                      </td>
                      <td>{productTypeLabels[item.type]}</td>
                      <td>{item.composer ?? '—'}</td>
                      <td>
                        <span className={styles.badge}>
                          {item.published ? 'Published' : 'Draft'}
                        </span>
                      </td>
                      <td>{formatLongDate(item.updatedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            page={page}
            pageCount={Math.ceil(query.data.total / query.data.pageSize)}
            hrefOf={hrefOf}
            label="Pages of products"
          />
        </>
      )}
    </>
  );
}
