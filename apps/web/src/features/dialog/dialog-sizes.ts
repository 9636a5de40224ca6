import type { DialogPhase } from '../../lib/dialog-store';

/** Spec §9: default heights in px ('auto' fits the content); every dialog is at most 472 wide. */
export type DialogHeight = 600 | 400 | 'auto';

const heights: Partial<Record<DialogPhase, DialogHeight>> = {
  payment: 600,
  'password-reset-enquiry': 400,
  'password-reset-enquiry-success': 400,
  'confirm-cancellation': 400,
  'subscription-cancelled': 400,
  video: 'auto',
};

export function dialogHeight(phase: DialogPhase): DialogHeight {
  return heights[phase] ?? 'auto';
}
