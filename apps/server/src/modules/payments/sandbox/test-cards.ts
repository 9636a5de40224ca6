import { cardProcessorMessages as m } from '@cadenza/domain';

export interface CardFailure {
  code: string;
  message: string;
}

export interface TestCard {
  brand: string;
  country: string;
  funding: 'credit' | 'debit';
  /** Refused when attached to a customer, as the processor's card check refuses it. */
  attachFailure?: CardFailure;
  /** Attaches, then every charge fails. */
  chargeFailure?: CardFailure;
}

const declined: CardFailure = { code: 'card_declined', message: m.declined };
const visa = (country: string, extra: Partial<TestCard> = {}): TestCard => ({
  brand: 'Visa',
  country,
  funding: 'credit',
  ...extra,
});

/** The card processor's published test numbers, behaving as they do there. */
export const testCards: Record<string, TestCard> = {
  '4242424242424242': visa('US'),
  '4000056655665556': visa('US', { funding: 'debit' }),
  '5555555555554444': { brand: 'MasterCard', country: 'US', funding: 'credit' },
  '378282246310005': { brand: 'American Express', country: 'US', funding: 'credit' },
  '4000000000000002': visa('US', { attachFailure: declined }),
  '4000000000009995': visa('US', {
    attachFailure: { code: 'insufficient_funds', message: m.insufficientFunds },
  }),
  '4000000000000069': visa('US', { attachFailure: { code: 'expired_card', message: m.expired } }),
  '4000000000000127': visa('US', {
    attachFailure: { code: 'incorrect_cvc', message: m.incorrectCvc },
  }),
  '4000000000000119': visa('US', {
    attachFailure: { code: 'processing_error', message: m.processingError },
  }),
  '4000000000000341': visa('US', { chargeFailure: declined }),
  // Country cards: the card's country comes from its number, as at the processor.
  '4000000760000002': visa('BR'),
  '4000001240000000': visa('CA'),
  '4000008260000000': visa('GB'),
  '4000002500000003': visa('FR'),
  '4000002760000016': visa('DE'),
  '4000003720000005': visa('IE'),
  '4000000360000006': visa('AU'),
  '4000003920000003': visa('JP'),
};
