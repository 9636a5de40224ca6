import { paths } from '../../lib/paths';
import { useDevice } from '../../lib/device-context';
import { authSignal, requestSignInDialog, useSignal } from '../../lib/entry-signals';
import { hasSignedInCookie } from '../../lib/session-cookie';
import { AppLink } from '../app-link';
import styles from './header.module.css';

/**
 * 'Sign in' or, when signed in, 'Account'. Unsupported browsers see neither (spec §2).
 * Sign in opens the sign-in dialog; its link still leads to the account route, which asks
 * the visitor to sign in, for a click the app does not handle (a new tab).
 */
export function AccountButton() {
  const device = useDevice();
  // Re-read the server's readable cookie whenever this tab signs in or out.
  useSignal(authSignal);
  if (!device.isBrowserSupported) return null;
  const isSignedIn = hasSignedInCookie();
  return (
    <AppLink
      to={paths.account.href()}
      className={styles.accountButton}
      onClick={
        isSignedIn
          ? undefined
          : (event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              // The dialog and its store load with the first click, not with the page.
              requestSignInDialog();
            }
      }
    >
      {isSignedIn ? 'Account' : 'Sign in'}
    </AppLink>
  );
}
