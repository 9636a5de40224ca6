import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emailMessages, mailbox } from '../../db/schema/index.js';
import { singleUseLinkTemplates } from './templates/index.js';

export type EmailMessageRow = typeof emailMessages.$inferSelect;
export type MailboxRow = typeof mailbox.$inferSelect;

export interface NewEmailMessage {
  template: string;
  fromAddress: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
}

export function createEmailRepository(db: Database) {
  return {
    async insertMessage(message: NewEmailMessage): Promise<EmailMessageRow> {
      const [row] = await db.insert(emailMessages).values(message).returning();
      if (!row) throw new Error('email message was not stored');
      return row;
    },

    async findMessage(id: string): Promise<EmailMessageRow | undefined> {
      const [row] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
      return row;
    },

    async recordFailedAttempt(id: string, error: string): Promise<void> {
      await db
        .update(emailMessages)
        .set({ attempts: sql`${emailMessages.attempts} + 1`, lastError: error.slice(0, 1000) })
        .where(eq(emailMessages.id, id));
    },

    /**
     * Delivered. The body of an email with a single-use link goes (the record stays); others
     * are kept, so that an operator can send one again.
     */
    async markSent(id: string, sentAt: Date): Promise<void> {
      const isSecret = inArray(emailMessages.template, [...singleUseLinkTemplates]);
      await db
        .update(emailMessages)
        .set({
          status: 'sent',
          sentAt,
          attempts: sql`${emailMessages.attempts} + 1`,
          lastError: null,
          text: sql`CASE WHEN ${isSecret} THEN NULL ELSE ${emailMessages.text} END`,
          html: sql`CASE WHEN ${isSecret} THEN NULL ELSE ${emailMessages.html} END`,
        })
        .where(eq(emailMessages.id, id));
    },

    /** The emails sent to an address (in any case), newest first. */
    async pageForAddress(
      address: string,
      { offset, limit }: { offset: number; limit: number },
    ): Promise<{ rows: EmailMessageRow[]; total: number }> {
      const where = sql`lower(${emailMessages.toAddress}) = lower(${address})`;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(emailMessages)
          .where(where)
          .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(emailMessages).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Idempotent: a redelivered job does not put the same message in the mailbox twice. */
    async insertIntoMailbox(message: typeof mailbox.$inferInsert): Promise<void> {
      await db.insert(mailbox).values(message).onConflictDoNothing();
    },

    async listMailbox(limit: number): Promise<MailboxRow[]> {
      return db
        .select()
        .from(mailbox)
        .orderBy(desc(mailbox.receivedAt), desc(mailbox.id))
        .limit(limit);
    },

    async findMailboxMessage(id: string): Promise<MailboxRow | undefined> {
      const [row] = await db.select().from(mailbox).where(eq(mailbox.id, id));
      return row;
    },
  };
}

export type EmailRepository = ReturnType<typeof createEmailRepository>;
