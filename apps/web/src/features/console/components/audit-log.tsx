import type { AuditEntry } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../../components/app-link';
import { SelectField } from '../../../components/form/select-field';
import { LoadFailure } from '../../../components/load-failure';
import { Pager } from '../../../components/pager/pager';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingArea, ResultListSkeleton } from '../../../components/ui/skeleton';
import { tableStyles } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { consoleQueries } from '../api/console-api';
import { consoleText } from '../console-messages';
import styles from './console.module.css';

export interface AuditFilters {
  page: number;
  actorId?: string | undefined;
  action?: string | undefined;
}

interface AuditLogProps {
  filters: AuditFilters;
  /** Changes the URL (the page and filters live there, so back and shared links work). */
  onFilter: (filters: AuditFilters) => void;
  hrefOf: (page: number) => string;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** The audit log, newest first, a page at a time, by actor and by action. */
export function AuditLog({ filters, onFilter, hrefOf }: AuditLogProps) {
  const query = useQuery(consoleQueries.audit(filters));
  if (query.isPending)
    return (
      <LoadingArea>
        <ResultListSkeleton />
      </LoadingArea>
    );
  if (query.isError)
    return <LoadFailure message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const { items, total, pageSize, actors, actions } = query.data;
  const isFiltered = Boolean(filters.actorId ?? filters.action);
  if (total === 0 && !isFiltered)
    return (
      <EmptyState
        title={consoleText.auditEmpty}
        action={
          <AppLink to={paths.console.href('offers')} className={buttonClassName()}>
            Offers
          </AppLink>
        }
      >
        <p>{consoleText.auditEmptyText}</p>
      </EmptyState>
    );
  return (
    <>
      <div className={styles.toolbar}>
        <SelectField
          label="Who"
          placeholder={consoleText.anyone}
          options={actors.map((actor) => ({ value: actor.id, label: actor.email }))}
          value={filters.actorId ?? ''}
          onChange={(event) => {
            onFilter({ ...filters, page: 1, actorId: event.target.value || undefined });
          }}
        />
        <SelectField
          label="Action"
          placeholder={consoleText.anyAction}
          options={actions.map((action) => ({ value: action, label: action }))}
          value={filters.action ?? ''}
          onChange={(event) => {
            onFilter({ ...filters, page: 1, action: event.target.value || undefined });
          }}
        />
      </div>
      <p className={styles.muted} role="status">
        {`${String(total)} ${total === 1 ? 'action' : 'actions'}`}
      </p>
      {items.length === 0 ? (
        <p>{consoleText.auditFilteredEmpty}</p>
      ) : (
        <div className={tableStyles.scroll}>
          <table className={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={filters.page}
        pageCount={Math.ceil(total / pageSize)}
        hrefOf={hrefOf}
        label="Pages of the audit log"
      />
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr>
      <td>
        <time dateTime={entry.at}>{timeFormat.format(new Date(entry.at))}</time>
      </td>
      <td>{entry.actor.email}</td>
      <td>{entry.action}</td>
      <td>{`${entry.target.type} ${entry.target.id}`}</td>
      <td>
        <JsonValue value={entry.before} />
      </td>
      <td>
        <JsonValue value={entry.after} />
      </td>
    </tr>
  );
}

function JsonValue({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className={styles.muted}>none</span>;
  return <pre className={styles.json}>{JSON.stringify(value, null, 2)}</pre>;
}
