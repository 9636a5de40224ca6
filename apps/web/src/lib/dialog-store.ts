import type { Subscription } from '@cadenza/domain';
import { create } from 'zustand';
import { recordEvent } from './analytics';
import { dialogHostSignal } from './entry-signals';

/** Spec §4: every phase of the one modal dialog. */
export const dialogPhases = [
  'sign-in',
  'sign-in-email',
  'sign-in-facebook',
  'session-expired',
  'purchase-summary',
  'payment',
  'payment-processing',
  'payment-success',
  'payment-failure',
  'password-reset-enquiry',
  'password-reset-enquiry-success',
  'confirm-cancellation',
  'subscription-cancelled',
  'video',
] as const;
export type DialogPhase = (typeof dialogPhases)[number];

/** The billing address of a card form (card-rules' CardFormValues without the card). */
export interface BillingAddress {
  postcode: string;
  addressLine1: string;
  city: string;
  country: string;
  state: string;
}

/** How a payment is made: with the saved default card, or with a card typed now. */
export type PaymentMethodChoice = 'saved-card' | 'new-card';

export interface DialogParams {
  /** Close icon, Escape and a click on the overlay close the dialog only when set. */
  closable?: boolean;
  /** Sign-in was asked for this account (from the URL). */
  email?: string;
  facebookId?: string;
  /** payment-failure: the error to show. */
  error?: string;
  /** confirm-cancellation and subscription-cancelled. */
  subscription?: Subscription;
  /** payment phases: a free trial (nothing charged now) rather than a paid subscription. */
  isTrial?: boolean;
  /**
   * payment: the billing address last submitted, shown again after a decline ("Try again"),
   * so only the card is typed anew. The card's own details are never kept.
   */
  billingAddress?: BillingAddress;
  /** payment: the way chosen last (the saved card or a new one), shown again after a decline. */
  paymentMethod?: PaymentMethodChoice;
  /** video. */
  videoUrl?: string;
  videoTitle?: string;
}

interface DialogState {
  phase: DialogPhase | null;
  params: DialogParams;
  /** Opens a phase with these params (replacing the previous ones). */
  open: (phase: DialogPhase, params?: DialogParams) => void;
  /** Moves to another phase, keeping the current params plus these. */
  goTo: (phase: DialogPhase, params?: DialogParams) => void;
  /** The user's close (icon, Escape, overlay, Cancel): only when the params allow it. */
  close: () => void;
  /** The app's own close (sign-in completed, flow finished): always. */
  dismiss: () => void;
}

const closed = { phase: null, params: {} } as const;

export const useDialogStore = create<DialogState>()((set, get) => ({
  ...closed,
  open: (phase, params = {}) => {
    set({ phase, params });
    dialogHostSignal.bump();
  },
  goTo: (phase, params = {}) => {
    set({ phase, params: { ...get().params, ...params } });
  },
  close: () => {
    if (get().params.closable === true) set(closed);
  },
  dismiss: () => {
    set(closed);
  },
}));

/** For code outside React (flows, timers). */
export const dialogActions = {
  open: (phase: DialogPhase, params?: DialogParams) => {
    useDialogStore.getState().open(phase, params);
  },
  goTo: (phase: DialogPhase, params?: DialogParams) => {
    useDialogStore.getState().goTo(phase, params);
  },
  close: () => {
    useDialogStore.getState().close();
  },
  dismiss: () => {
    useDialogStore.getState().dismiss();
  },
};

// Dialog navigation, for the numbers (recorded only with cookie consent).
useDialogStore.subscribe((state, previous) => {
  if (state.phase !== previous.phase)
    recordEvent({
      name: 'dialog_navigation',
      properties: { from: previous.phase, to: state.phase },
    });
});
