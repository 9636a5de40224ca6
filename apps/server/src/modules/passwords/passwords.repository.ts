import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountTokens, sessions, users } from '../../db/schema/index.js';
import type { UserRow } from '../accounts/accounts.repository.js';

export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type AccountTokenPurpose = AccountTokenRow['purpose'];

export interface PasswordChange {
  userId: string;
  passwordHash: string;
  at: Date;
  /** The emailed token that authorised the change; it is spent in the same transaction. */
  tokenId: string;
  /** The requester's own session survives; every other session of the user ends. */
  keepSessionId?: string | undefined;
  consents?: { marketing: boolean; thirdPartyMarketing?: boolean | undefined } | undefined;
}

export function createPasswordsRepository(db: Database) {
  return {
    /** A new link replaces the user's unused links of the same kind: only the newest works. */
    async issueToken(token: {
      userId: string;
      purpose: AccountTokenPurpose;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(accountTokens)
          .where(
            and(
              eq(accountTokens.userId, token.userId),
              eq(accountTokens.purpose, token.purpose),
              isNull(accountTokens.usedAt),
            ),
          );
        await tx.insert(accountTokens).values(token);
      });
    },

    async findUsableToken(
      tokenHash: string,
      purpose: AccountTokenPurpose,
      now: Date,
    ): Promise<AccountTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        );
      return row;
    },

    /**
     * Sets the password, spends the token, drops every other unused link of the user and
     * ends the user's other sessions, all or nothing. Undefined when the token was spent
     * by a concurrent request.
     */
    async changePassword(change: PasswordChange): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(accountTokens)
          .set({ usedAt: change.at })
          .where(and(eq(accountTokens.id, change.tokenId), isNull(accountTokens.usedAt)))
          .returning({ id: accountTokens.id });
        if (!spent) return undefined;
        const consents = change.consents
          ? {
              termsAcceptedAt: change.at,
              marketingConsentAt: change.consents.marketing ? change.at : null,
              ...(change.consents.thirdPartyMarketing === undefined
                ? {}
                : {
                    thirdPartyMarketingConsentAt: change.consents.thirdPartyMarketing
                      ? change.at
                      : null,
                  }),
            }
          : {};
        const [user] = await tx
          .update(users)
          .set({ passwordHash: change.passwordHash, updatedAt: change.at, ...consents })
          .where(eq(users.id, change.userId))
          .returning();
        await tx
          .delete(accountTokens)
          .where(and(eq(accountTokens.userId, change.userId), isNull(accountTokens.usedAt)));
        await tx
          .delete(sessions)
          .where(
            change.keepSessionId
              ? and(eq(sessions.userId, change.userId), ne(sessions.id, change.keepSessionId))
              : eq(sessions.userId, change.userId),
          );
        return user;
      });
    },
  };
}

export type PasswordsRepository = ReturnType<typeof createPasswordsRepository>;
