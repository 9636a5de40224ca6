import { sandboxTokenEndpoint } from '@cadenza/domain';
import { parseExpiry } from '@cadenza/domain/rules';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import type { CardFormValues } from '../card-form/card-rules';
import type { CardField, TokenOutcome } from '../card-form/tokenize';
import { cardFormMessages } from '../payment-messages';

const fieldOfServerField: Record<string, CardField> = {
  number: 'number',
  expMonth: 'expiry',
  expYear: 'expiry',
  cvc: 'cvc',
};

/**
 * The sandbox gateway's tokeniser (`POST /api/sandbox/tokens`), used instead of the card
 * provider's script when the stripe gateway is not configured. Only the token goes further.
 */
export async function createSandboxToken(values: CardFormValues): Promise<TokenOutcome> {
  const expiry = parseExpiry(values.expiry);
  try {
    const response = await callApi(sandboxTokenEndpoint, {
      body: {
        number: values.number.replace(/\s/g, ''),
        expMonth: expiry?.expMonth ?? 0,
        expYear: expiry?.expYear ?? 0,
        cvc: values.cvc.trim(),
        addressZip: values.postcode.trim(),
        addressLine1: values.addressLine1.trim(),
        addressCity: values.city.trim(),
        ...(values.state ? { addressState: values.state } : {}),
        addressCountry: values.country,
      },
    });
    return { kind: 'token', token: response.id };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 402 && error.data) {
      const [fieldError] = error.fieldErrors;
      const field = fieldError ? (fieldOfServerField[fieldError.field] ?? null) : null;
      return { kind: 'refused', field, message: error.data.message };
    }
    return { kind: 'refused', field: null, message: cardFormMessages.tokenCreationFailed };
  }
}
