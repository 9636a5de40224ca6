import { accountServerMessages } from '@cadenza/domain';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import { authMessages } from './auth-messages';

export interface SignInProblem {
  /** Shown on the password field. */
  passwordError?: string;
  /** Shown above the form. */
  formError?: string;
}

/** Thrown by the sign-in flow with what the form shows. */
export class SignInError extends Error {
  override readonly name = 'SignInError';
  constructor(readonly problem: SignInProblem) {
    super(problem.formError ?? problem.passwordError ?? 'sign-in failed');
  }
}

/** Spec §8: the general field error, else the response data message, else the error message. */
export function formErrorOf(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const general = error.fieldErrors.find(
      (field) => field.field === '' || field.field === 'general',
    );
    if (general) return general.message;
  }
  return errorMessage(error);
}

/** Spec §8 sign-in server messages. */
export function toSignInProblem(error: unknown): SignInProblem {
  if (error instanceof SignInError) return error.problem;
  const message = error instanceof ApiRequestError ? error.data?.message : undefined;
  switch (message) {
    case accountServerMessages.wrongPassword:
      return { passwordError: authMessages.incorrectPassword };
    case accountServerMessages.emailExists:
      return { formError: authMessages.facebookEmailRegistered };
    case accountServerMessages.facebookEmailNotFound:
      return { formError: authMessages.facebookEmailNotRegistered };
    case undefined:
    default:
      return { formError: formErrorOf(error) };
  }
}
