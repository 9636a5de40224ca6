import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDialogStore } from '../lib/dialog-store';
import {
  accountsConfig,
  CONFIG_PATH,
  me,
  resetAccountStores,
  signInBrowser,
  subscription,
} from '../test/accounts-fixtures';
import { mockApi } from '../test/mock-api';
import { renderRoute } from '../test/render-route';

beforeEach(resetAccountStores);
afterEach(resetAccountStores);

describe('protected account pages', () => {
  it('ask a visitor to sign in, in a dialog that cannot be closed', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    const { user } = renderRoute('/account');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByRole('button', { name: 'Sign in with email' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Account' })).not.toBeInTheDocument();
  });

  it('sign in by email, prefilled, when the URL names the email', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    renderRoute('/account/payment?email=ada%40example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });

  it('use the Facebook variant when the URL carries a Facebook id', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    renderRoute('/account?facebookId=sandbox-1');
    expect(
      await screen.findByText('Sign in with Facebook to access your account'),
    ).toBeInTheDocument();
  });

  it('ask a signed-in user to sign in again when the URL names another account', async () => {
    signInBrowser();
    mockApi({ [CONFIG_PATH]: accountsConfig(), '/me': me() });
    renderRoute('/account?email=grace%40example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('grace@example.com');
  });

  it('show the page to the right user', async () => {
    signInBrowser();
    mockApi({ [CONFIG_PATH]: accountsConfig(), '/me': me() });
    renderRoute('/account?email=ADA%40example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the subscribe route', () => {
  it('sends an active subscriber to the account page', async () => {
    signInBrowser();
    mockApi({ [CONFIG_PATH]: accountsConfig(), '/me': me() });
    const { location } = renderRoute('/account/subscribe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(location().pathname).toBe('/account');
  });

  it('offers a returning user to resubscribe, through the purchase summary', async () => {
    signInBrowser();
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me({ subscriptions: [subscription({ status: 'expired' })] }),
    });
    const { user } = renderRoute('/account/subscribe');
    await user.click(
      await screen.findByRole('button', { name: 'Resubscribe for unlimited access' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Purchase summary' })).toBeInTheDocument();
    expect(useDialogStore.getState().params).toEqual({ closable: true, isTrial: false });
  });

  it('offers a signed-in user with a trial left to start it', async () => {
    signInBrowser();
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me({ subscriptions: [], isFreeTrialAvailable: true }),
    });
    const { user } = renderRoute('/account/subscribe');
    expect(await screen.findByRole('heading', { name: '30-day free trial' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'START FREE TRIAL' }));
    await waitFor(() => {
      expect(useDialogStore.getState().params).toEqual({ closable: true, isTrial: true });
    });
  });
});

describe('the header', () => {
  it('opens the sign-in dialog from Sign in', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    const { user, location } = renderRoute('/account/print');
    await screen.findByRole('heading', { level: 1, name: 'Print' });
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/account/print');
    expect(useDialogStore.getState().params).toEqual({ closable: true });
  });
});
