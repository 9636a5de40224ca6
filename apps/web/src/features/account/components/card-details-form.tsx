import type { Card } from '@cadenza/domain';
import { formatExpiryInput } from '@cadenza/domain/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, formStyles } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config-api';
import { cardsQueryOptions } from '../../../lib/cards-api';
import { updateCard } from '../api/account-api';
import { formatCardExpiry } from '../account-rules';
import {
  cardUpdateSchema,
  toCardUpdatePayload,
  type CardUpdateValues,
} from '../card-update-schema';
import { Button } from '../../../components/ui/button';

/** Expiry date, street, city, postcode and country; Save reads Saved until edited again. */
export function CardDetailsForm({ card }: { card: Card }) {
  const queryClient = useQueryClient();
  const config = useAppConfig();
  const schema = useMemo(() => cardUpdateSchema(), []);
  const [isSaved, setIsSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CardUpdateValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      expiry: formatCardExpiry(card),
      addressLine1: card.addressLine1 ?? '',
      addressCity: card.addressCity ?? '',
      addressZip: card.addressZip ?? '',
      addressCountry: card.addressCountry ?? '',
    },
  });
  const expiry = register('expiry');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await updateCard(card.id, toCardUpdatePayload(values));
      reset(values);
      setIsSaved(true);
      await queryClient.invalidateQueries({ queryKey: cardsQueryOptions.queryKey });
    } catch (error) {
      const expiryError =
        error instanceof ApiRequestError
          ? error.fieldErrors.find((field) => field.field.startsWith('exp'))
          : undefined;
      if (expiryError) setError('expiry', { message: expiryError.message });
      else setFormError(errorMessage(error));
    }
  });

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      onChange={() => {
        setIsSaved(false);
      }}
    >
      <FormError message={formError} />
      <TextField
        label="Expiry date"
        placeholder="MM / YY"
        inputMode="numeric"
        autoComplete="cc-exp"
        error={errors.expiry?.message}
        {...expiry}
        onChange={(event) => {
          event.target.value = formatExpiryInput(event.target.value);
          void expiry.onChange(event);
        }}
      />
      <TextField
        label="Street Address"
        autoComplete="address-line1"
        error={errors.addressLine1?.message}
        {...register('addressLine1')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        error={errors.addressCity?.message}
        {...register('addressCity')}
      />
      <TextField
        label="Postcode"
        autoComplete="postal-code"
        error={errors.addressZip?.message}
        {...register('addressZip')}
      />
      <SelectField
        label="Country"
        placeholder="Choose a country"
        autoComplete="country"
        options={(config.data?.countries ?? []).map((c) => ({ value: c.alpha2, label: c.name }))}
        error={errors.addressCountry?.message}
        // The option is chosen as the select mounts, before the form registers it.
        defaultValue={card.addressCountry ?? ''}
        {...register('addressCountry')}
      />
      <div>
        <Button type="submit" disabled={!isDirty || isSubmitting || isSaved}>
          {isSaved && !isDirty ? 'Saved' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
