import { expect, it } from 'vitest';
import { formatProviderMessage } from './format-provider-message';

it("reads 'postcode' for 'postal code' and curls straight apostrophes", () => {
  expect(formatProviderMessage("Your card's postal code is incomplete.")).toBe(
    'Your card’s postcode is incomplete.',
  );
  expect(formatProviderMessage('Postal code check failed.')).toBe('Postcode check failed.');
  expect(formatProviderMessage('Your card was declined.')).toBe('Your card was declined.');
});
