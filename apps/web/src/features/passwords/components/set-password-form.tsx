import { accountServerMessages } from '@cadenza/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormError, formStyles } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';
import { trackEvent } from '../../../lib/analytics';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { completeLogin } from '../../../lib/auth-session';
import { meQueryOptions } from '../../../lib/me-api';
import { sessionActions } from '../../../lib/session-store';
import { setUpPassword } from '../api/passwords-api';
import { passwordMessages as m } from '../password-messages';
import { setPasswordSchema, type SetPasswordValues } from '../password-schemas';
import { serverFieldError } from '../server-field-error';
import { RestartReset } from './restart-reset';
import { Button } from '../../../components/ui/button';

/**
 * The set-password page's form. Submitting accepts the terms (sent as terms: true); the
 * server signs the user in, and login completes here (source: password-setup).
 */
export function SetPasswordForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<{ message: string; canRestart: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '', marketing: false },
  });

  const submit = handleSubmit(async ({ password, marketing }) => {
    setFormError(null);
    try {
      const user = await setUpPassword({ token, password, marketing });
      const me = await queryClient.query({ ...meQueryOptions, staleTime: 0 });
      await completeLogin({
        queryClient,
        session: { id: null, email: user.email, facebookId: user.facebookId },
        me,
      });
      sessionActions.passwordSetupSucceeded();
      trackEvent('login-success', { source: 'password-setup', userId: user.id });
      await navigate(paths.home.href());
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.data?.message : undefined;
      if (message === accountServerMessages.tokenNotValid) {
        setFormError({ message: m.setupTokenNotValid, canRestart: true });
        return;
      }
      const passwordError = serverFieldError(error, 'password');
      if (passwordError) setError('password', { message: passwordError });
      else setFormError({ message: errorMessage(error), canRestart: false });
    }
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <FormError message={formError?.message} />
      {formError?.canRestart && <RestartReset />}
      <TextField
        label="Password"
        hint="8 characters or more"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <CheckboxField label={m.setupMarketing} {...register('marketing')} />
      <p>{m.setupTerms}</p>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          Submit
        </Button>
      </div>
    </form>
  );
}
