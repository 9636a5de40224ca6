import { useSearchParams } from 'react-router';
import { AuditLog, type AuditFilters } from '../../features/console/components/audit-log';
import { paths } from '../../lib/paths';

function searchOf(filters: AuditFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.page > 1) search.page = String(filters.page);
  if (filters.actorId) search.actorId = filters.actorId;
  if (filters.action) search.action = filters.action;
  return search;
}

/** `/console/audit?page=&actorId=&action=`. */
export function ConsoleAuditPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const filters: AuditFilters = {
    page,
    actorId: searchParams.get('actorId') ?? undefined,
    action: searchParams.get('action') ?? undefined,
  };
  return (
    <AuditLog
      filters={filters}
      onFilter={(next) => {
        setSearchParams(searchOf(next));
      }}
      hrefOf={(target) =>
        `${paths.console.href('audit')}?${new URLSearchParams(searchOf({ ...filters, page: target })).toString()}`
      }
    />
  );
}
