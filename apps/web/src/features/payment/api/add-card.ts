import { cardSchema, type Card } from '@cadenza/domain';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/me/cards`: the card becomes the user's default. */
export function addCard(token: string): Promise<Card> {
  return apiFetch('/me/cards', {
    method: 'POST',
    body: { token, provider: 'stripe' },
    schema: cardSchema,
  });
}
