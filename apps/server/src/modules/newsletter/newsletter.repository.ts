import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/index.js';

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;

export function createNewsletterRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<NewsletterSubscriberRow | undefined> {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
      return row;
    },

    /**
     * A sign-up, new or repeated: the newest confirmation link replaces any earlier one.
     * False when the address is confirmed already (it then gets no new link).
     */
    async upsertPending(subscriber: {
      email: string;
      firstName: string | null;
      referral: string;
      tokenHash: string;
      expiresAt: Date;
      now: Date;
    }): Promise<boolean> {
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({
          email: subscriber.email,
          firstName: subscriber.firstName,
          referral: subscriber.referral,
          confirmationTokenHash: subscriber.tokenHash,
          confirmationExpiresAt: subscriber.expiresAt,
          createdAt: subscriber.now,
        })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      if (inserted.length) return true;
      const updated = await db
        .update(newsletterSubscribers)
        .set({
          ...(subscriber.firstName ? { firstName: subscriber.firstName } : {}),
          referral: subscriber.referral,
          confirmationTokenHash: subscriber.tokenHash,
          confirmationExpiresAt: subscriber.expiresAt,
        })
        .where(
          and(
            eq(sql`lower(${newsletterSubscribers.email})`, subscriber.email.toLowerCase()),
            isNull(newsletterSubscribers.confirmedAt),
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      return updated.length > 0;
    },

    async findPendingByToken(
      tokenHash: string,
      now: Date,
    ): Promise<NewsletterSubscriberRow | undefined> {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.confirmationTokenHash, tokenHash),
            gt(newsletterSubscribers.confirmationExpiresAt, now),
          ),
        );
      return row;
    },

    /** Confirms and spends the link in one statement; undefined if it was not usable. */
    async confirm(tokenHash: string, now: Date): Promise<NewsletterSubscriberRow | undefined> {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ confirmedAt: now, confirmationTokenHash: null, confirmationExpiresAt: null })
        .where(
          and(
            eq(newsletterSubscribers.confirmationTokenHash, tokenHash),
            gt(newsletterSubscribers.confirmationExpiresAt, now),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
