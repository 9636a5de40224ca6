import { z } from 'zod';

export const AUDIT_PAGE_SIZE = 50;

/** One admin action as the audit log keeps it: who, what, when, on what, before and after. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  actor: z.object({ id: z.string(), email: z.string() }),
  /** 'offer.create', 'offer.update', 'offer.deactivate', … */
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }),
  /** The target as it was (null when the action created it) and as the action left it. */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `?page=&actorId=&action=`: newest first, AUDIT_PAGE_SIZE a page. */
export const auditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    actorId: z.uuid().optional(),
    action: z.string().min(1).max(64).optional(),
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Entries matching the filters, on every page. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** What the filters can choose from: every actor and action the log holds. */
  actors: z.array(z.object({ id: z.string(), email: z.string() })),
  actions: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
