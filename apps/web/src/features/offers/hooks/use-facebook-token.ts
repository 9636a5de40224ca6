import { useState } from 'react';
import { useAppConfig } from '../../../lib/app-config-api';
import { requestFacebookToken } from '../../../lib/facebook-login';

/** The Facebook access token for signing up, asked for in the login window. */
export function useFacebookToken() {
  const config = useAppConfig();
  const [token, setToken] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  /** Opens the window inside the click (a later window.open is blocked as a popup). */
  function request(onResult: (token: string | null) => void) {
    if (!config.data) return;
    setIsPending(true);
    void requestFacebookToken({
      appId: config.data.facebookAppId,
      isSandbox: config.data.facebookSandbox,
    }).then((received) => {
      setIsPending(false);
      setToken(received);
      onResult(received);
    });
  }

  return {
    token,
    isPending,
    isAvailable: config.data !== undefined,
    request,
    forget: () => {
      setToken(null);
    },
  };
}
