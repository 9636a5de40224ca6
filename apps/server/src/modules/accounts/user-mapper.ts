import type { Consents, User } from '@cadenza/domain';
import type { UserRow } from './accounts.repository.js';

/** The user as clients see it: never the password hash, never a raw row. */
export function toUserResponse(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    facebookId: row.facebookId,
    role: row.role,
    referralCode: row.referralCode,
    isFreeTrialAvailable: row.isFreeTrialAvailable,
    maxConcurrentSessions: row.maxConcurrentSessions,
  };
}

/** A consent counts as given when the time it was given is recorded. */
export function toConsents(row: UserRow): Consents {
  return {
    terms: row.termsAcceptedAt !== null,
    marketing: row.marketingConsentAt !== null,
    thirdPartyMarketing: row.thirdPartyMarketingConsentAt !== null,
  };
}
