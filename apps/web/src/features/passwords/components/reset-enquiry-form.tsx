import { accountServerMessages } from '@cadenza/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, formStyles } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { dialogActions, useDialogStore } from '../../../lib/dialog-store';
import { sessionActions } from '../../../lib/session-store';
import { requestPasswordReset } from '../api/passwords-api';
import { passwordMessages as m } from '../password-messages';
import { resetEnquirySchema, type ResetEnquiryValues } from '../password-schemas';
import { Button } from '../../../components/ui/button';

/** The password-reset-enquiry phase: 'What's your email?', Reset password and Cancel. */
export function ResetEnquiryForm() {
  const params = useDialogStore((state) => state.params);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetEnquiryValues>({
    resolver: zodResolver(resetEnquirySchema),
    mode: 'onTouched',
    defaultValues: { email: params.email ?? '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setFormError(null);
    const address = email.trim();
    try {
      await requestPasswordReset(address);
      sessionActions.passwordResetRequested(address);
      dialogActions.goTo('password-reset-enquiry-success', { email: address });
    } catch (error) {
      const isUnknown =
        error instanceof ApiRequestError &&
        error.data?.message === accountServerMessages.emailNotFound;
      if (isUnknown) setError('email', { message: m.emailNotRecognised });
      else setFormError(errorMessage(error));
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
        label={m.enquiryQuestion}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className={formStyles.actions}>
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {m.enquirySubmit}
        </Button>
      </div>
    </form>
  );
}
