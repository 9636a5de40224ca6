import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormError, formStyles } from '../../../components/form/form-error';
import { useAppConfig } from '../../../lib/app-config-api';
import type { BillingAddress } from '../../../lib/dialog-store';
import { createSandboxToken } from '../api/sandbox-token-api';
import { formatProviderMessage } from '../../../lib/format-provider-message';
import { cardFormMessages } from '../payment-messages';
import type { ElementState } from '../stripe/stripe-card-fields';
import { BillingAddressFields } from './billing-address-fields';
import { emptyCardForm, type CardFormValues } from './card-rules';
import { SandboxCardFields } from './sandbox-card-fields';
import type { CardField, Tokenize } from './tokenize';
import { Button } from '../../../components/ui/button';

// Stripe Elements load only where a card form shows, and only with the stripe gateway.
const StripeCardFields = lazy(async () => {
  const module = await import('../stripe/stripe-card-fields');
  return { default: module.StripeCardFields };
});

export interface CardFormProps {
  submitLabel: string;
  /**
   * Called with the provider's token; resolves to the error to show on the form (already
   * worded for people), or null when the card was accepted.
   */
  onToken: (token: string) => Promise<string | null>;
  /** A token that could not be made for a reason other than a field: the caller decides. */
  onTokenFailure?: (message: string) => void;
  /** Back, Cancel: shown before the submit button. */
  actions?: ReactNode;
  /** A billing address to start from (after a decline); the card fields always start empty. */
  initialAddress?: BillingAddress | undefined;
  /** Told the billing address of every submission, before its token is asked for. */
  onSubmitAddress?: (address: BillingAddress) => void;
  /** Further choices shown after the address, before the buttons (not part of the card). */
  children?: ReactNode;
}

const elementIncomplete: Record<CardField, string> = {
  number: cardFormMessages.numberIncomplete,
  expiry: cardFormMessages.expiryIncomplete,
  cvc: cardFormMessages.cvcIncomplete,
};

/**
 * Spec §5 card form: every field is checked on blur and all on submit; submit stays disabled
 * until the result; provider errors are shown formatted and cleared once the field is complete.
 */
export function CardForm({
  submitLabel,
  onToken,
  onTokenFailure,
  actions,
  initialAddress,
  onSubmitAddress,
  children,
}: CardFormProps) {
  const config = useAppConfig();
  const isStripe = config.data?.paymentGateway === 'stripe';
  const form = useForm<CardFormValues>({
    mode: 'onBlur',
    defaultValues: { ...emptyCardForm, ...initialAddress },
  });
  const { handleSubmit, setError, register, setValue, trigger, formState } = form;
  const [stripeTokenizer, setStripeTokenizer] = useState<Tokenize | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!isStripe) return;
    // The elements report their state; these rules read it like any other field.
    for (const field of ['number', 'expiry', 'cvc'] as const) {
      register(field, { validate: (value) => value === 'complete' || elementIncomplete[field] });
    }
  }, [isStripe, register]);

  // The country (and its region) list arrives with the config: choose the kept ones once it has.
  const hasCountries = (config.data?.countries?.length ?? 0) > 0;
  useEffect(() => {
    if (!hasCountries || !initialAddress) return;
    setValue('country', initialAddress.country);
    setValue('state', initialAddress.state);
  }, [hasCountries, initialAddress, setValue]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const { postcode, addressLine1, city, country, state } = values;
    onSubmitAddress?.({ postcode, addressLine1, city, country, state });
    const tokenize = isStripe ? stripeTokenizer : createSandboxToken;
    const outcome = tokenize
      ? await tokenize(values)
      : ({ kind: 'refused', field: null, message: cardFormMessages.tokenCreationFailed } as const);
    if (outcome.kind === 'refused') {
      const message = formatProviderMessage(outcome.message);
      if (outcome.field) setError(outcome.field, { message });
      else if (onTokenFailure) onTokenFailure(message);
      else setFormError(message);
      return;
    }
    setFormError(await onToken(outcome.token));
  });

  const onElementChange = (field: CardField, state: ElementState, providerError: string | null) => {
    setValue(field, state, { shouldValidate: formState.isSubmitted });
    if (providerError) setError(field, { message: formatProviderMessage(providerError) });
  };

  return (
    <FormProvider {...form}>
      <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        <FormError message={formError} />
        {isStripe && config.data ? (
          <Suspense fallback={null}>
            <StripeCardFields
              publishableKey={config.data.stripePublishableKey}
              errors={{
                number: formState.errors.number?.message,
                expiry: formState.errors.expiry?.message,
                cvc: formState.errors.cvc?.message,
              }}
              onChange={onElementChange}
              onBlur={(field) => void trigger(field)}
              registerTokenizer={(tokenize) => {
                setStripeTokenizer(() => tokenize);
              }}
            />
          </Suspense>
        ) : (
          <SandboxCardFields />
        )}
        <BillingAddressFields countries={config.data?.countries ?? []} />
        {children}
        <div className={formStyles.actions}>
          {actions}
          <Button type="submit" disabled={formState.isSubmitting || !config.data}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
