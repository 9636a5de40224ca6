import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppConfig } from '../../../lib/app-config-api';
import { dialogActions } from '../../../lib/dialog-store';
import { requestFacebookToken } from '../../../lib/facebook-login';
import { toSignInProblem } from '../sign-in-errors';
import { signIn, type ExpectedAccount } from '../sign-in-flow';

/** Sign in with Facebook: the login window, then the sign-in flow; closes the dialog on success. */
export function useFacebookSignIn(expected: ExpectedAccount) {
  const queryClient = useQueryClient();
  const config = useAppConfig();
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function signInWithFacebook(tokenRequest: Promise<string | null>) {
    setError(null);
    const facebookToken = await tokenRequest;
    if (!facebookToken) return;
    setIsPending(true);
    try {
      await signIn({ queryClient, credentials: { facebookToken }, expected });
      dialogActions.dismiss();
    } catch (failure) {
      const problem = toSignInProblem(failure);
      setError(problem.formError ?? problem.passwordError ?? null);
    } finally {
      setIsPending(false);
    }
  }

  const start = config.data
    ? () => {
        // The window opens inside the click, or the browser blocks it as a popup.
        const tokenRequest = requestFacebookToken({
          appId: config.data.facebookAppId,
          isSandbox: config.data.facebookSandbox,
        });
        void signInWithFacebook(tokenRequest);
      }
    : undefined;

  return { start, error, isPending };
}
