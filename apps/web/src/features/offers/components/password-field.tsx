import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { formStyles } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  hint?: string;
  error?: string | undefined;
};

/** A password field with show/hide. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(props, ref) {
    const [isShown, setIsShown] = useState(false);
    return (
      <TextField
        ref={ref}
        type={isShown ? 'text' : 'password'}
        {...props}
        adornment={
          <button
            type="button"
            className={formStyles.secondaryButton}
            aria-pressed={isShown}
            aria-label={isShown ? 'Hide password' : 'Show password'}
            onClick={() => {
              setIsShown((shown) => !shown);
            }}
          >
            {isShown ? 'Hide' : 'Show'}
          </button>
        }
      />
    );
  },
);
