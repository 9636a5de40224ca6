import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from '@cadenza/domain';
import type { AuditRepository, AuditRow } from './audit.repository.js';

export function createAuditService(repository: AuditRepository) {
  return {
    /** A page of the log, newest first, filtered by actor and action. */
    async list(query: AuditQuery): Promise<AuditPage> {
      const page = query.page ?? 1;
      const filter = { actorId: query.actorId, action: query.action };
      const [{ rows, total }, choices] = await Promise.all([
        repository.page(filter, { offset: (page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE }),
        repository.choices(),
      ]);
      return { items: rows.map(toEntry), total, page, pageSize: AUDIT_PAGE_SIZE, ...choices };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

function toEntry(row: AuditRow): AuditPage['items'][number] {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, email: row.actorEmail },
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    before: row.before,
    after: row.after,
  };
}
