import { create } from 'zustand';
import { authSignal } from './entry-signals';
import { hasSignedInCookie } from './session-cookie';

/** What the client keeps of a session: the token itself stays in the HttpOnly cookie. */
export interface SessionInfo {
  /** The session's id; unknown when the server signed the user in on its own (password setup). */
  id: string | null;
  email: string;
  facebookId: string | null;
}

export type RegistrationStatus = 'pending' | 'success' | null;
/** Spec §4: credentials step, then the credit-card phase, then null when done. */
export type OfferSignupPhase = 'credentials' | 'credit-card' | null;

export interface SessionState {
  /** null until something happens in this tab: the server's readable cookie decides. */
  isAuthenticated: boolean | null;
  loggedInAt: number | null;
  hasAuthBeenChecked: boolean;
  session: SessionInfo | null;
  registrationStatus: RegistrationStatus;
  offerSignupPhase: OfferSignupPhase;
  passwordSetupSuccess: boolean;
  passwordResetSuccess: boolean;
  /** Kept in this browser (localStorage) for the emailed reset link. */
  passwordResetEmail: string | null;
}

const signedOut = {
  isAuthenticated: false,
  loggedInAt: null,
  hasAuthBeenChecked: true,
  session: null,
} as const;

/** Kept in this browser so that the emailed reset link knows whose password it sets. */
const PASSWORD_RESET_EMAIL_KEY = 'cadenza.passwordResetEmail';

// Plain localStorage rather than zustand's persist middleware: this store is in the first
// download, and only this one value outlives the tab.
function readPasswordResetEmail(): string | null {
  try {
    return localStorage.getItem(PASSWORD_RESET_EMAIL_KEY);
  } catch {
    return null;
  }
}

function writePasswordResetEmail(email: string): void {
  try {
    localStorage.setItem(PASSWORD_RESET_EMAIL_KEY, email);
  } catch {
    // Private mode: the reset page then asks for the email as well.
  }
}

export const initialSessionState: SessionState = {
  isAuthenticated: null,
  loggedInAt: null,
  hasAuthBeenChecked: false,
  session: null,
  registrationStatus: null,
  offerSignupPhase: null,
  passwordSetupSuccess: false,
  passwordResetSuccess: false,
  passwordResetEmail: null,
};

export const useSessionStore = create<SessionState>()(() => ({
  ...initialSessionState,
  passwordResetEmail: readPasswordResetEmail(),
}));

// The header (in the first download) follows sign-ins and sign-outs through this signal.
useSessionStore.subscribe((state, previous) => {
  if (state.isAuthenticated !== previous.isAuthenticated) authSignal.bump();
});

const set = (changes: Partial<SessionState>) => {
  useSessionStore.setState(changes);
};

/** Spec §4 auth transitions. */
export const sessionActions = {
  loginSucceeded(session: SessionInfo, at: number = Date.now()) {
    set({ isAuthenticated: true, hasAuthBeenChecked: true, session, loggedInAt: at });
  },
  /** Login failure, logout success, auth failure: session, me and cards are cleared. */
  signedOut() {
    set(signedOut);
  },
  /** The server ended the session: the record stays, so the session counts as expired. */
  sessionFailed() {
    set({ isAuthenticated: false, hasAuthBeenChecked: true, loggedInAt: null });
  },
  authChecked() {
    set({ hasAuthBeenChecked: true });
  },
  setRegistrationStatus(registrationStatus: RegistrationStatus) {
    set({ registrationStatus });
  },
  setOfferSignupPhase(offerSignupPhase: OfferSignupPhase) {
    set({ offerSignupPhase });
  },
  passwordResetRequested(email: string) {
    writePasswordResetEmail(email);
    set({ passwordResetEmail: email });
  },
  passwordResetSucceeded() {
    set({ passwordResetSuccess: true });
  },
  acknowledgePasswordReset() {
    set({ passwordResetSuccess: false });
  },
  passwordSetupSucceeded() {
    set({ passwordSetupSuccess: true });
  },
  /** Tests start from a fresh store. */
  reset() {
    useSessionStore.setState(initialSessionState, true);
  },
};

export function selectIsAuthenticated(state: SessionState): boolean {
  return state.isAuthenticated ?? hasSignedInCookie();
}

/** Spec §4: not authenticated, but a session record exists. */
export function selectIsSessionExpired(state: SessionState): boolean {
  return !selectIsAuthenticated(state) && state.session !== null;
}

export function useIsAuthenticated(): boolean {
  return useSessionStore(selectIsAuthenticated);
}

export function isAuthenticatedNow(): boolean {
  return selectIsAuthenticated(useSessionStore.getState());
}
