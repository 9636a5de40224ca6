import { create } from 'zustand';

/** What step 1 collected, kept in memory only (never stored) until the card step uses it. */
export interface PendingRegistration {
  email?: string;
  password?: string;
  facebookToken?: string;
  useFacebook: boolean;
  consents: { terms: boolean; marketing: boolean; thirdPartyMarketing: boolean };
  /** The offer the credentials were given for (null: the signup without an offer). */
  referralCode: string | null;
}

interface RegistrationState {
  pending: PendingRegistration | null;
  setPending: (pending: PendingRegistration | null) => void;
}

export const useRegistrationStore = create<RegistrationState>()((set) => ({
  pending: null,
  setPending: (pending) => {
    set({ pending });
  },
}));
