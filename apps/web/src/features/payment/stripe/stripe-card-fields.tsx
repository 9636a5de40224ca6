import type {
  Stripe,
  StripeCardCvcElement,
  StripeCardExpiryElement,
  StripeCardNumberElement,
  StripeElementChangeEvent,
  StripeError,
} from '@stripe/stripe-js';
import { useEffect, useId, useState } from 'react';
import { formStyles } from '../../../components/form/form-error';
import type { CardFormValues } from '../card-form/card-rules';
import type { CardField, Tokenize, TokenOutcome } from '../card-form/tokenize';
import { cardFormMessages } from '../payment-messages';
import { loadStripe } from './load-stripe';
import styles from './stripe-card-fields.module.css';

export type ElementState = 'empty' | 'incomplete' | 'complete';

export interface StripeCardFieldsProps {
  publishableKey: string;
  errors: Partial<Record<CardField, string>>;
  onChange: (field: CardField, state: ElementState, providerError: string | null) => void;
  onBlur: (field: CardField) => void;
  /** Hands the form a tokeniser for these elements (null while they are not mounted). */
  registerTokenizer: (tokenize: Tokenize | null) => void;
}

function fieldOfError(error: StripeError): CardField | null {
  if (error.code?.includes('number')) return 'number';
  if (error.code?.includes('expiry')) return 'expiry';
  if (error.code?.includes('cvc')) return 'cvc';
  return null;
}

function tokenizerFor(stripe: Stripe, cardNumber: StripeCardNumberElement): Tokenize {
  return async (values: CardFormValues): Promise<TokenOutcome> => {
    const result = await stripe.createToken(cardNumber, {
      address_line1: values.addressLine1.trim(),
      address_city: values.city.trim(),
      address_state: values.state,
      address_zip: values.postcode.trim(),
      address_country: values.country,
    });
    if (result.token) return { kind: 'token', token: result.token.id };
    const message = result.error.message ?? cardFormMessages.tokenCreationFailed;
    return { kind: 'refused', field: fieldOfError(result.error), message };
  };
}

/** Stripe Elements for number, expiry and CVC; the rest of the card form is ours. */
export function StripeCardFields({
  publishableKey,
  errors,
  onChange,
  onBlur,
  registerTokenizer,
}: StripeCardFieldsProps) {
  const ids = { number: useId(), expiry: useId(), cvc: useId() };
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let isCancelled = false;
    let mounted: (StripeCardNumberElement | StripeCardExpiryElement | StripeCardCvcElement)[] = [];
    const report = (field: CardField, event: StripeElementChangeEvent) => {
      const state: ElementState = event.empty
        ? 'empty'
        : event.complete
          ? 'complete'
          : 'incomplete';
      onChange(field, state, event.error?.message ?? null);
    };
    loadStripe(publishableKey)
      .then((stripe) => {
        if (isCancelled) return;
        const elements = stripe.elements({ locale: 'en' });
        const cardNumber = elements.create('cardNumber');
        const cardExpiry = elements.create('cardExpiry');
        const cardCvc = elements.create('cardCvc');
        cardNumber.mount(`#${CSS.escape(ids.number)}`);
        cardExpiry.mount(`#${CSS.escape(ids.expiry)}`);
        cardCvc.mount(`#${CSS.escape(ids.cvc)}`);
        cardNumber.on('change', (event) => {
          report('number', event);
        });
        cardExpiry.on('change', (event) => {
          report('expiry', event);
        });
        cardCvc.on('change', (event) => {
          report('cvc', event);
        });
        cardNumber.on('blur', () => {
          onBlur('number');
        });
        cardExpiry.on('blur', () => {
          onBlur('expiry');
        });
        cardCvc.on('blur', () => {
          onBlur('cvc');
        });
        mounted = [cardNumber, cardExpiry, cardCvc];
        registerTokenizer(tokenizerFor(stripe, cardNumber));
      })
      .catch(() => {
        if (!isCancelled) setLoadError(cardFormMessages.tokenCreationFailed);
      });
    return () => {
      isCancelled = true;
      registerTokenizer(null);
      mounted.forEach((element) => {
        element.destroy();
      });
      mounted = [];
    };
    // The elements mount once per key; the callbacks are stable for the form's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey]);

  const field = (name: CardField, label: string) => (
    <div className={formStyles.field}>
      <span className={formStyles.label} id={`${ids[name]}-label`}>
        {label}
      </span>
      <div id={ids[name]} className={styles.element} aria-labelledby={`${ids[name]}-label`} />
      {errors[name] && <p className={formStyles.error}>{errors[name]}</p>}
    </div>
  );

  return (
    <>
      {loadError && (
        <p role="alert" className={formStyles.formError}>
          {loadError}
        </p>
      )}
      {field('number', 'Card number')}
      <div className={formStyles.row}>
        {field('expiry', 'Expiry date')}
        {field('cvc', 'CVC')}
      </div>
    </>
  );
}
