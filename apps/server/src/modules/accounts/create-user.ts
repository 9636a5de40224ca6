import {
  accountServerMessages,
  emailSchema,
  passwordSchema,
  userRoles,
  type UserRole,
} from '@cadenza/domain';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { assertPasswordNotCommon } from '../passwords/password-policy.js';
import type { AccountsRepository, UserRow } from './accounts.repository.js';
import { hashPassword } from './password-hash.js';

export const createUserInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema.optional(),
  role: z.enum(userRoles, { message: `role must be one of ${userRoles.join(', ')}` }),
  firstName: z.string().trim().max(100).optional(),
});

export interface CreateUserInput {
  email: string;
  /** Without one the account waits for its owner to choose a password from an emailed link. */
  password?: string | undefined;
  role: UserRole;
  firstName?: string | undefined;
  /** A publisher's imprint (an `organisations.id` the caller has checked). */
  organisationId?: string | undefined;
}

/** An operator-created account (CLI). Refuses a taken email with the spec's 'email exists'. */
export async function createUser(
  repository: AccountsRepository,
  input: CreateUserInput,
): Promise<UserRow> {
  const valid = createUserInputSchema.parse(input);
  if (valid.password !== undefined) assertPasswordNotCommon(valid.password);
  if (await repository.findByEmail(valid.email)) {
    throw new AppError('conflict', accountServerMessages.emailExists);
  }
  const created = await repository.insertUser({
    email: valid.email,
    passwordHash: valid.password === undefined ? null : await hashPassword(valid.password),
    role: valid.role,
    firstName: valid.firstName ?? null,
    organisationId: input.organisationId ?? null,
  });
  if (!created) throw new AppError('conflict', accountServerMessages.emailExists);
  return created;
}
