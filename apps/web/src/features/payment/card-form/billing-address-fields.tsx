import type { Country } from '@cadenza/domain';
import { useFormContext } from 'react-hook-form';
import { formStyles } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import {
  checkCity,
  checkCountry,
  checkPostcode,
  checkState,
  checkStreet,
  regionsOf,
  type CardFormValues,
} from './card-rules';

/** Postcode and billing address; the country list and its regions come bundled (config). */
export function BillingAddressFields({ countries }: { countries: Country[] }) {
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<CardFormValues>();
  const regions = regionsOf(countries, watch('country'));
  const country = register('country', { validate: checkCountry });
  return (
    <>
      <TextField
        label="Postcode"
        autoComplete="postal-code"
        error={errors.postcode?.message}
        {...register('postcode', { validate: checkPostcode })}
      />
      <TextField
        label="Address line 1"
        autoComplete="address-line1"
        error={errors.addressLine1?.message}
        {...register('addressLine1', { validate: checkStreet })}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city', { validate: checkCity })}
      />
      <div className={formStyles.row}>
        <SelectField
          label="Country"
          placeholder="Choose a country"
          autoComplete="country"
          options={countries.map((entry) => ({ value: entry.alpha2, label: entry.name }))}
          error={errors.country?.message}
          {...country}
          onChange={(event) => {
            // Spec §5: changing the country clears the state.
            setValue('state', '');
            void country.onChange(event);
          }}
        />
        {regions.length > 0 && (
          <SelectField
            label="State or county"
            placeholder="Choose one"
            autoComplete="address-level1"
            options={regions.map((region) => ({
              value: region.abbreviation || region.name,
              label: region.name,
            }))}
            error={errors.state?.message}
            {...register('state', {
              validate: (value, values) => checkState(value, regionsOf(countries, values.country)),
            })}
          />
        )}
      </div>
    </>
  );
}
