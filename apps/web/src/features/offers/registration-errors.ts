import { accountServerMessages, billingServerMessages } from '@cadenza/domain';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import { formatProviderMessage } from '../../lib/format-provider-message';
import { offerMessages as m } from './offer-messages';

/** What a server refusal means on the credentials step (spec §8 registration). */
export function credentialsProblem(
  error: unknown,
  isFacebook: boolean,
): { field: 'email' | 'useFacebook' | null; message: string } {
  const message = error instanceof ApiRequestError ? error.data?.message : undefined;
  switch (message) {
    case accountServerMessages.emailExists:
      return isFacebook
        ? { field: null, message: m.facebookEmailRegistered }
        : { field: 'email', message: m.emailRegistered };
    case accountServerMessages.facebookEmailMissing:
      return { field: 'useFacebook', message: m.facebookEmailMissingField };
    case accountServerMessages.facebookTokenInvalid:
      return { field: 'useFacebook', message: m.facebookTokenInvalid };
    case undefined:
    default:
      return { field: null, message: errorMessage(error) };
  }
}

/** Spec §8 registration messages on the card form; anything else reads as the provider's. */
export function registrationError(error: unknown, isFacebook: boolean): string {
  const message = error instanceof ApiRequestError && error.data ? error.data.message : undefined;
  switch (message) {
    case accountServerMessages.facebookEmailMissing:
      return m.facebookEmailMissingCard;
    case accountServerMessages.emailExists:
      return isFacebook ? m.facebookEmailRegistered : m.emailRegistered;
    case accountServerMessages.facebookTokenInvalid:
      return m.facebookTokenInvalid;
    case billingServerMessages.tokenCreationFailed:
      return m.tokenCreationFailed;
    case billingServerMessages.offerInactive:
      return m.offerInactive;
    case billingServerMessages.countryOfResidence:
      return m.countryOfResidence;
    case undefined:
      return formatProviderMessage(errorMessage(error));
    default:
      return formatProviderMessage(message);
  }
}
