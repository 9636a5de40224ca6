import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../../lib/paths';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormError, formStyles } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';
import { useFacebookToken } from '../hooks/use-facebook-token';
import { useSignupCredentials } from '../hooks/use-signup-credentials';
import { offerMessages as m } from '../offer-messages';
import { emptySignupForm, signupFormSchema, type SignupFormValues } from '../signup-schema';
import { PasswordField } from './password-field';
import { Button } from '../../../components/ui/button';

interface SignupFormProps {
  referralCode: string | null;
  /** Shown only when the offer allows third-party marketing and names an associate. */
  thirdPartyName: string | null;
  submitLabel: string;
  cardStepHref: string;
}

/** Spec §2 signup step 1 form: Facebook or email and password, the consents, submit. */
export function SignupForm({
  referralCode,
  thirdPartyName,
  submitLabel,
  cardStepHref,
}: SignupFormProps) {
  const { submitCredentials, isChecking } = useSignupCredentials({ referralCode, cardStepHref });
  const facebook = useFacebookToken();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    mode: 'onTouched',
    defaultValues: emptySignupForm,
  });
  const { register, handleSubmit, setValue, setError, clearErrors, formState } = form;
  const { errors } = formState;

  const submitWith = (facebookToken: string | null) =>
    handleSubmit(async (values) => {
      setFormError(null);
      const problem = await submitCredentials(values, facebookToken);
      if (!problem) return;
      if (problem.field) setError(problem.field, { message: problem.message });
      else setFormError(problem.message);
    });

  const askFacebook = () => {
    facebook.request((token) => {
      if (token) void submitWith(token)();
      else setValue('useFacebook', false);
    });
  };

  const useFacebook = register('useFacebook');
  const untickFacebook = () => {
    if (form.getValues('useFacebook')) setValue('useFacebook', false);
    facebook.forget();
  };

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => {
        if (form.getValues('useFacebook') && !facebook.token) {
          event.preventDefault();
          askFacebook();
          return;
        }
        void submitWith(facebook.token)(event);
      }}
    >
      <FormError message={formError} />
      <CheckboxField
        label={m.signUpWithFacebook}
        error={errors.useFacebook?.message}
        disabled={!facebook.isAvailable}
        {...useFacebook}
        onChange={(event) => {
          void useFacebook.onChange(event);
          if (!event.target.checked) {
            facebook.forget();
            return;
          }
          // Choosing Facebook clears email and password (spec §5).
          setValue('email', '');
          setValue('password', '');
          clearErrors(['email', 'password', 'useFacebook']);
          askFacebook();
        }}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        onFocus={untickFacebook}
        {...register('email', { deps: ['useFacebook'] })}
      />
      <PasswordField
        label="Password"
        hint={m.passwordHint}
        autoComplete="new-password"
        error={errors.password?.message}
        onFocus={untickFacebook}
        {...register('password', { deps: ['useFacebook'] })}
      />
      <CheckboxField
        label={
          <>
            I agree to the{' '}
            <a href={paths.terms.href()} target="_blank" rel="noreferrer">
              Terms of Service
            </a>{' '}
            and{' '}
            <a href={paths.privacy.href()} target="_blank" rel="noreferrer">
              Privacy Policy
            </a>
          </>
        }
        error={errors.terms?.message}
        {...register('terms')}
      />
      <CheckboxField
        label="Send me news, tips and offers from Cadenza by email"
        {...register('marketing')}
      />
      {thirdPartyName && (
        <CheckboxField
          label={`Send me news and offers from ${thirdPartyName} by email`}
          {...register('thirdPartyMarketing')}
        />
      )}
      <div>
        <Button type="submit" disabled={formState.isSubmitting || isChecking || facebook.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
