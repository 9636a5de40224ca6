import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, formStyles } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';
import { dialogActions, useDialogStore } from '../../../lib/dialog-store';
import { authMessages } from '../auth-messages';
import { toSignInProblem } from '../sign-in-errors';
import { signIn } from '../sign-in-flow';
import { signInFormSchema, type SignInFormValues } from '../sign-in-schema';
import styles from './sign-in.module.css';
import { Button } from '../../../components/ui/button';

/** The sign-in-email phase: email, password, forgot password, Cancel and Sign in. */
export function SignInEmailForm() {
  const params = useDialogStore((state) => state.params);
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<SignInFormValues>({
    resolver: zodResolver(signInFormSchema),
    mode: 'onTouched',
    defaultValues: { email: params.email ?? '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn({
        queryClient,
        credentials: { email: values.email.trim(), password: values.password },
        expected: { email: params.email, facebookId: params.facebookId },
      });
      dialogActions.dismiss();
    } catch (error) {
      const problem = toSignInProblem(error);
      if (problem.passwordError) setError('password', { message: problem.passwordError });
      setFormError(problem.formError ?? null);
    }
  });

  const cancel = () => {
    if (params.closable) dialogActions.close();
    else dialogActions.goTo('sign-in');
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <FormError message={formError} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button
        variant="link"
        className={styles.forgot}
        onClick={() => {
          dialogActions.goTo('password-reset-enquiry');
        }}
      >
        {authMessages.forgotPassword}
      </Button>
      <div className={formStyles.actions}>
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isValid || isSubmitting}>
          {authMessages.signInTitle}
        </Button>
      </div>
    </form>
  );
}
