import { formatExpiryInput } from '@cadenza/domain/rules';
import { useFormContext } from 'react-hook-form';
import { formStyles } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';
import {
  checkCardNumber,
  checkCvc,
  checkExpiry,
  formatCardNumber,
  isAmex,
  type CardFormValues,
} from './card-rules';

/** The sandbox gateway's own card fields (our inputs; the server tokenises). */
export function SandboxCardFields() {
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext<CardFormValues>();
  const number = register('number', { validate: checkCardNumber });
  const expiry = register('expiry', { validate: (value) => checkExpiry(value) });
  return (
    <>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errors.number?.message}
        {...number}
        onChange={(event) => {
          event.target.value = formatCardNumber(event.target.value);
          void number.onChange(event);
        }}
      />
      <div className={formStyles.row}>
        <TextField
          label="Expiry date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          error={errors.expiry?.message}
          {...expiry}
          onChange={(event) => {
            event.target.value = formatExpiryInput(event.target.value);
            void expiry.onChange(event);
          }}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={isAmex(getValues('number')) ? '1234' : '123'}
          maxLength={4}
          error={errors.cvc?.message}
          {...register('cvc', { validate: (value, values) => checkCvc(value, values.number) })}
        />
      </div>
    </>
  );
}
