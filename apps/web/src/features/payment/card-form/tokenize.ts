import type { CardFormValues } from './card-rules';

export type CardField = 'number' | 'expiry' | 'cvc';

/** A token for the rest of the API, or why the card provider would not give one. */
export type TokenOutcome =
  { kind: 'token'; token: string } | { kind: 'refused'; field: CardField | null; message: string };

/** Turns the form's card into a provider token (the sandbox's or Stripe's). */
export type Tokenize = (values: CardFormValues) => Promise<TokenOutcome>;
