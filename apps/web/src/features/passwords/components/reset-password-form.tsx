import { accountServerMessages } from '@cadenza/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { FormError, formStyles } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { dialogActions } from '../../../lib/dialog-store';
import { sessionActions, useSessionStore } from '../../../lib/session-store';
import { resetPassword } from '../api/passwords-api';
import { passwordMessages as m } from '../password-messages';
import { resetPasswordSchema, type ResetPasswordValues } from '../password-schemas';
import { serverFieldError } from '../server-field-error';
import { RestartReset } from './restart-reset';
import { Button } from '../../../components/ui/button';

type Outcome = { kind: 'editing'; error: string | null; canRestart: boolean } | { kind: 'done' };

/**
 * The reset page's form: one password field. The email is the one the reset was asked for
 * in this browser, or the URL's; only when neither is known is it asked for too.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const rememberedEmail = useSessionStore((state) => state.passwordResetEmail);
  const knownEmail = searchParams.get('email') ?? rememberedEmail ?? '';
  const [outcome, setOutcome] = useState<Outcome>({
    kind: 'editing',
    error: null,
    canRestart: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: knownEmail, password: '' },
  });

  if (outcome.kind === 'done') {
    return (
      <div className={formStyles.form}>
        <p role="status">{m.resetSuccess}</p>
        <div>
          <Button
            onClick={() => {
              sessionActions.acknowledgePasswordReset();
              void navigate(paths.home.href());
              dialogActions.open('sign-in', { closable: true });
            }}
          >
            Sign in
          </Button>
        </div>
      </div>
    );
  }

  const submit = handleSubmit(async ({ email, password }) => {
    setOutcome({ kind: 'editing', error: null, canRestart: false });
    try {
      await resetPassword({ token, email: email.trim(), password });
      sessionActions.passwordResetSucceeded();
      setOutcome({ kind: 'done' });
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.data?.message : undefined;
      if (message === accountServerMessages.tokenNotValid) {
        setOutcome({ kind: 'editing', error: m.resetTokenNotValid, canRestart: true });
        return;
      }
      if (message === accountServerMessages.emailNotFound) {
        setError('email', { message: m.resetEmailNotRecognised });
        setOutcome({ kind: 'editing', error: m.resetFailed, canRestart: false });
        return;
      }
      const passwordError = serverFieldError(error, 'password');
      if (passwordError) setError('password', { message: passwordError });
      else setOutcome({ kind: 'editing', error: errorMessage(error), canRestart: false });
    }
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <FormError message={outcome.error} />
      {outcome.canRestart && <RestartReset email={knownEmail || undefined} />}
      {(!knownEmail || errors.email) && (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      <TextField
        label={m.resetPasswordLabel}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          Submit
        </Button>
      </div>
    </form>
  );
}
