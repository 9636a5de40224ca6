import { addCardEndpoint, type Card } from '@cadenza/domain';
import { callApi } from '../../../lib/api-client';

/** `POST /api/me/cards`: the card becomes the user's default. */
export function addCard(token: string): Promise<Card> {
  return callApi(addCardEndpoint, { body: { token, provider: 'stripe' } });
}
