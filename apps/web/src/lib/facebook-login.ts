/** What the server's sandbox login window posts back (modules/facebook/sandbox-login.routes.ts). */
export const SANDBOX_LOGIN_MESSAGE = 'cadenza:sandbox-facebook-login';
export const SANDBOX_LOGIN_PATH = '/dev/facebook-login';
/** Our page Facebook returns to; it hands the token over on this channel. */
export const FACEBOOK_CALLBACK_PATH = '/facebook-callback.html';
export const FACEBOOK_CHANNEL = 'cadenza-facebook-login';
const FACEBOOK_DIALOG_URL = 'https://www.facebook.com/v21.0/dialog/oauth';

const POPUP_FEATURES = 'popup,width=560,height=720';
const CLOSED_POLL_MS = 400;
/** After the window closes, its last message may still be on its way. */
const CLOSED_GRACE_MS = 300;
const FACEBOOK_TIMEOUT_MS = 10 * 60_000;

export interface FacebookLoginOptions {
  appId: string;
  /** The server has no Facebook app secret: its sandbox window stands in for Facebook. */
  isSandbox: boolean;
}

interface LoginMessage {
  type: string;
  accessToken?: unknown;
  state?: unknown;
}

function isLoginMessage(data: unknown): data is LoginMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as LoginMessage).type === SANDBOX_LOGIN_MESSAGE
  );
}

function facebookDialogUrl(appId: string, state: string): string {
  const params = new URLSearchParams({
    client_id: appId,
    redirect_uri: `${window.location.origin}${FACEBOOK_CALLBACK_PATH}`,
    response_type: 'token',
    scope: 'email',
    state,
  });
  return `${FACEBOOK_DIALOG_URL}?${params.toString()}`;
}

/**
 * Opens the Facebook login window and resolves to its access token, or null when the person
 * cancelled or closed it. No Facebook script is loaded: Facebook's own login dialog (or the
 * sandbox's stand-in) runs in a window of its own and returns the token to a page of ours.
 */
export function requestFacebookToken({
  appId,
  isSandbox,
}: FacebookLoginOptions): Promise<string | null> {
  const state = crypto.randomUUID();
  const url = isSandbox ? SANDBOX_LOGIN_PATH : facebookDialogUrl(appId, state);
  const popup = window.open(url, 'facebook-login', POPUP_FEATURES);
  if (!popup) return Promise.resolve(null);

  return new Promise((resolve) => {
    const channel = new BroadcastChannel(FACEBOOK_CHANNEL);
    const timers: number[] = [];
    let isDone = false;
    const finish = (token: string | null) => {
      if (isDone) return;
      isDone = true;
      window.removeEventListener('message', onWindowMessage);
      channel.close();
      timers.forEach((timer) => {
        window.clearInterval(timer);
      });
      resolve(token);
    };
    const accept = (data: unknown, expectedState: string | null) => {
      if (!isLoginMessage(data)) return;
      if (expectedState !== null && data.state !== expectedState) return;
      finish(typeof data.accessToken === 'string' ? data.accessToken : null);
    };
    function onWindowMessage(event: MessageEvent) {
      if (event.origin === window.location.origin) accept(event.data, null);
    }
    window.addEventListener('message', onWindowMessage);
    channel.onmessage = (event: MessageEvent) => {
      accept(event.data, state);
    };
    if (isSandbox) {
      // Same origin: the window stays ours, so its closing can be watched.
      timers.push(
        window.setInterval(() => {
          if (popup.closed) {
            window.setTimeout(() => {
              finish(null);
            }, CLOSED_GRACE_MS);
          }
        }, CLOSED_POLL_MS),
      );
    } else {
      // Facebook's pages cut the link to their window (COOP): give up after a while instead.
      timers.push(
        window.setTimeout(() => {
          finish(null);
        }, FACEBOOK_TIMEOUT_MS),
      );
    }
  });
}
