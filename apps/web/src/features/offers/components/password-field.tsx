import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';

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
          <Button
            variant="secondary"
            aria-pressed={isShown}
            aria-label={isShown ? 'Hide password' : 'Show password'}
            onClick={() => {
              setIsShown((shown) => !shown);
            }}
          >
            {isShown ? 'Hide' : 'Show'}
          </Button>
        }
      />
    );
  },
);
