import { accountFieldMessages, PASSWORD_MIN_LENGTH } from '@cadenza/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../http/app-error.js';

let commonPasswords: Set<string> | undefined;

/**
 * The ~49,000 most common passwords from leaked-password corpora (zxcvbn-ts's common list,
 * MIT). Only those long enough to pass the length rule are kept; the rest are refused anyway.
 */
function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN_LENGTH),
  );
  return commonPasswords;
}

/** Case does not make a common password uncommon: 'PASSWORD1' is as guessable as 'password1'. */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}

/** Length is the schema's job (domain `passwordSchema`); this adds the common-password rule. */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    const message = accountFieldMessages.passwordTooCommon;
    throw new AppError('badRequest', message, [{ field, message }]);
  }
}
