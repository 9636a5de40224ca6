import { expect, it } from 'vitest';
import { canViewFullContent, subscribePromptKind } from './subscribe-prompt-kind';

it('offers a free trial to guests, and to members who still have one', () => {
  const guest = {
    isAuthenticated: false,
    hasActiveSubscription: false,
    hasFullAccess: false,
    isFreeTrialAvailable: true,
  };
  expect(subscribePromptKind(guest)).toBe('free-trial');
  expect(subscribePromptKind({ ...guest, isAuthenticated: true })).toBe('free-trial');
});

it('asks former subscribers to subscribe at the monthly price', () => {
  expect(
    subscribePromptKind({
      isAuthenticated: true,
      hasActiveSubscription: false,
      hasFullAccess: false,
      isFreeTrialAvailable: false,
    }),
  ).toBe('subscribe');
});

it('shows the fault to an active subscriber who is still refused', () => {
  expect(
    subscribePromptKind({
      isAuthenticated: true,
      hasActiveSubscription: true,
      hasFullAccess: true,
      isFreeTrialAvailable: false,
    }),
  ).toBe('fault');
});

it('gives the full content to subscribers, admins and publishers, and credits to everyone', () => {
  const guest = {
    isAuthenticated: false,
    hasActiveSubscription: false,
    hasFullAccess: false,
    isFreeTrialAvailable: true,
  };
  const staffWithoutSubscription = { ...guest, isAuthenticated: true, hasFullAccess: true };
  expect(canViewFullContent(guest, 'piece')).toBe(false);
  expect(canViewFullContent(guest, 'credits')).toBe(true);
  expect(canViewFullContent(staffWithoutSubscription, 'piece')).toBe(true);
});
