import { useSyncExternalStore } from 'react';

/**
 * Tiny observable counters for code in the first download (header, app shell), where the
 * zustand stores and the dialog are not loaded: they only say "something changed".
 */
export interface Signal {
  bump: () => void;
  subscribe: (listener: () => void) => () => void;
  version: () => number;
}

function createSignal(): Signal {
  let version = 0;
  const listeners = new Set<() => void>();
  return {
    bump() {
      version += 1;
      listeners.forEach((listener) => {
        listener();
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    version: () => version,
  };
}

/** The session store's authenticated state changed (sign-in, sign-out, expiry). */
export const authSignal = createSignal();
/** A dialog was opened: the dialog host (its own chunk) must be mounted. */
export const dialogHostSignal = createSignal();

let isSignInRequested = false;

/**
 * The header's Sign in: asks for the sign-in dialog without loading the dialog store here;
 * the dialog host opens it as it mounts (takeSignInRequest).
 */
export function requestSignInDialog(): void {
  isSignInRequested = true;
  dialogHostSignal.bump();
}

export function takeSignInRequest(): boolean {
  const wasRequested = isSignInRequested;
  isSignInRequested = false;
  return wasRequested;
}

export function useSignal(signal: Signal): number {
  return useSyncExternalStore(signal.subscribe, signal.version, signal.version);
}
