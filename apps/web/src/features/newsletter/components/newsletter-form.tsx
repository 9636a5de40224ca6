import { newsletterMessages, newsletterSignupSchema } from '@cadenza/domain';
import { useId, useState, type SyntheticEvent } from 'react';
import { signUpForNewsletter } from '../api/newsletter-api';
import { newsletterErrorMessage } from '../newsletter-error';
import styles from './newsletter-form.module.css';

type FormState = { phase: 'editing' | 'submitting'; error: string | null } | { phase: 'done' };

/**
 * First name (optional), email and Subscribe (spec: the newsletter form); the confirmation link
 * arrives by email (double opt-in).
 */
export function NewsletterForm() {
  const inputId = useId();
  const nameId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [state, setState] = useState<FormState>({ phase: 'editing', error: null });

  if (state.phase === 'done') {
    return (
      <div role="status" className={styles.success}>
        <p className={styles.successTitle}>{newsletterMessages.signedUp}</p>
        <p>{newsletterMessages.confirmationSent}</p>
      </div>
    );
  }

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newsletterSignupSchema.safeParse({
      email,
      ...(firstName.trim() ? { firstName } : {}),
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? newsletterMessages.emailInvalid;
      setState({ phase: 'editing', error: message });
      return;
    }
    setState({ phase: 'submitting', error: null });
    try {
      await signUpForNewsletter(parsed.data);
      setState({ phase: 'done' });
    } catch (error) {
      setState({ phase: 'editing', error: newsletterErrorMessage(error) });
    }
  }

  const error = state.error;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={nameId} className="visually-hidden">
        First name
      </label>
      <div className={styles.nameField}>
        <input
          id={nameId}
          type="text"
          name="firstName"
          autoComplete="given-name"
          maxLength={100}
          className={styles.input}
          placeholder="First name (optional)"
          value={firstName}
          onChange={(event) => {
            setFirstName(event.target.value);
          }}
        />
      </div>
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <div className={styles.field}>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          className={styles.input}
          placeholder="Your email address"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setState({ phase: 'editing', error: null });
          }}
        />
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={styles.button} disabled={state.phase === 'submitting'}>
        Subscribe
      </button>
    </form>
  );
}
