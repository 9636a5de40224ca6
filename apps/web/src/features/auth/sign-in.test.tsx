import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogActions, useDialogStore } from '../../lib/dialog-store';
import { selectIsSessionExpired, useSessionStore } from '../../lib/session-store';
import {
  accountsConfig,
  CONFIG_PATH,
  me,
  resetAccountStores,
  sessionResponse,
  signInBrowser,
} from '../../test/accounts-fixtures';
import { apiError, mockApi, requestedPaths } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const PAGE = '/account/print';

function openSignIn(params = {}) {
  act(() => {
    dialogActions.open('sign-in', { closable: true, ...params });
  });
}

async function openEmailForm(user: ReturnType<typeof renderRoute>['user'], params = {}) {
  openSignIn(params);
  await user.click(await screen.findByRole('button', { name: 'Sign in with email' }));
  const dialog = screen.getByRole('dialog', { name: 'Sign in' });
  return {
    dialog,
    email: within(dialog).getByRole('textbox', { name: 'Email' }),
    password: within(dialog).getByLabelText('Password'),
    submit: within(dialog).getByRole('button', { name: 'Sign in' }),
  };
}

beforeEach(resetAccountStores);
afterEach(resetAccountStores);

describe('the sign-in phase', () => {
  it('offers Facebook, email and, with payments on, a new account', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    const { user, location } = renderRoute(PAGE);
    openSignIn();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(
      within(dialog).getByRole('button', { name: 'Sign in with Facebook' }),
    ).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Create account' }));
    await waitFor(() => {
      expect(location().pathname).toBe('/account/subscribe');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no new account with payments off, or when an email was asked for', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig({ payments: false }) });
    renderRoute(PAGE);
    openSignIn();
    await screen.findByRole('button', { name: 'Sign in with Facebook' });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Sign in with Facebook' })).toBeEnabled();
    });
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    openSignIn({ email: 'ada@example.com' });
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it('closing it sends a signed-out visitor to the subscribe route', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    const { user, location } = renderRoute(PAGE);
    openSignIn();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(location().pathname).toBe('/account/subscribe');
    });
  });
});

describe('signing in by email', () => {
  it('checks the fields as they are left, and keeps Sign in disabled while invalid', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    const { user } = renderRoute(PAGE);
    const form = await openEmailForm(user);
    expect(form.submit).toBeDisabled();
    await user.type(form.email, 'ada@');
    await user.tab();
    expect(await screen.findByText('Email format is invalid')).toBeInTheDocument();
    await user.clear(form.email);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.click(form.password);
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await user.type(form.email, 'ada@example.com');
    await user.type(form.password, 'secret');
    await waitFor(() => {
      expect(form.submit).toBeEnabled();
    });
  });

  it("shows 'Incorrect password' on the password field for a wrong password", async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /sessions': apiError(401, 'wrong password'),
    });
    const { user } = renderRoute(PAGE);
    const form = await openEmailForm(user);
    await user.type(form.email, 'ada@example.com');
    await user.type(form.password, 'not it');
    await user.click(form.submit);
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(form.password).toHaveAccessibleDescription('Incorrect password');
  });

  it('shows any other server message as the form error', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /sessions': apiError(429, 'too many attempts'),
    });
    const { user } = renderRoute(PAGE);
    const form = await openEmailForm(user);
    await user.type(form.email, 'ada@example.com');
    await user.type(form.password, 'secret');
    await user.click(form.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('too many attempts');
  });

  it('signs in: session, user details, then the dialog closes and the header says Account', async () => {
    let body: unknown;
    const fetchMock = mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /sessions': async (request: Request) => {
        body = await request.json();
        document.cookie = 'isAuthenticated=true; path=/';
        return Response.json(sessionResponse(), { status: 201 });
      },
      '/me': me(),
    });
    const { user } = renderRoute(PAGE);
    const form = await openEmailForm(user);
    await user.type(form.email, ' ada@example.com ');
    await user.type(form.password, 'a quiet sonata');
    await user.click(form.submit);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(body).toEqual({ email: 'ada@example.com', password: 'a quiet sonata' });
    expect(requestedPaths(fetchMock)).toContain('/me');
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({
      isAuthenticated: true,
      hasAuthBeenChecked: true,
    });
  });

  it('logs out an existing session first', async () => {
    signInBrowser();
    const calls: string[] = [];
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me(),
      'DELETE /sessions': () => {
        calls.push('DELETE');
        return new Response(null, { status: 204 });
      },
      'POST /sessions': () => {
        calls.push('POST');
        return Response.json(sessionResponse(), { status: 201 });
      },
    });
    const { user } = renderRoute(PAGE);
    const form = await openEmailForm(user);
    await user.type(form.email, 'ada@example.com');
    await user.type(form.password, 'a quiet sonata');
    await user.click(form.submit);
    await waitFor(() => {
      expect(calls).toEqual(['DELETE', 'POST']);
    });
  });

  it('refuses a session for another account than the one asked for, and ends it', async () => {
    const deleteSession = vi.fn(() => new Response(null, { status: 204 }));
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /sessions': Response.json(sessionResponse('grace@example.com'), { status: 201 }),
      'DELETE /sessions': deleteSession,
    });
    const { user } = renderRoute(PAGE);
    const form = await openEmailForm(user, { email: 'ada@example.com' });
    expect(form.email).toHaveValue('ada@example.com');
    await user.clear(form.email);
    await user.type(form.email, 'grace@example.com');
    await user.type(form.password, 'a quiet sonata');
    await user.click(form.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Account doesn’t match the email provided. Please sign in using ada@example.com',
    );
    expect(deleteSession).toHaveBeenCalled();
  });

  it("says 'Could not fetch user details' when the user cannot be loaded", async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /sessions': Response.json(sessionResponse(), { status: 201 }),
      '/me': apiError(500, 'internal'),
      'DELETE /sessions': new Response(null, { status: 204 }),
    });
    const { user } = renderRoute(PAGE);
    const form = await openEmailForm(user);
    await user.type(form.email, 'ada@example.com');
    await user.type(form.password, 'a quiet sonata');
    await user.click(form.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not fetch user details');
  });

  it('goes to the reset enquiry from the forgot-password link', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    const { user } = renderRoute(PAGE);
    await openEmailForm(user);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });
});

describe('signing in with Facebook', () => {
  function answerFacebookWindow(accessToken: string) {
    const popup = { closed: false };
    return vi.spyOn(window, 'open').mockImplementation(() => {
      setTimeout(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            data: { type: 'cadenza:sandbox-facebook-login', accessToken },
          }),
        );
      }, 0);
      return popup as Window;
    });
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens the sandbox login window and signs in with its token', async () => {
    const open = answerFacebookWindow('sandbox-facebook.token');
    let body: unknown;
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /sessions': async (request: Request) => {
        body = await request.json();
        return Response.json(sessionResponse(), { status: 201 });
      },
      '/me': me(),
    });
    const { user } = renderRoute(PAGE);
    openSignIn();
    const facebook = await screen.findByRole('button', { name: 'Sign in with Facebook' });
    await waitFor(() => {
      expect(facebook).toBeEnabled();
    });
    await user.click(facebook);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(open).toHaveBeenCalledWith('/dev/facebook-login', 'facebook-login', expect.any(String));
    expect(body).toEqual({ facebookToken: 'sandbox-facebook.token' });
  });

  it.each([
    ['email exists', 'Email on this Facebook account is already registered.'],
    ['facebook email not found', 'Email on this Facebook account is not registered.'],
  ])("turns '%s' into '%s'", async (serverMessage, shown) => {
    answerFacebookWindow('sandbox-facebook.token');
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /sessions': apiError(409, serverMessage),
    });
    const { user } = renderRoute(PAGE);
    openSignIn();
    const facebook = await screen.findByRole('button', { name: 'Sign in with Facebook' });
    await waitFor(() => {
      expect(facebook).toBeEnabled();
    });
    await user.click(facebook);
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('the Facebook-only variant refuses another Facebook account than the URL names', async () => {
    answerFacebookWindow('sandbox-facebook.token');
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /sessions': Response.json(
        { ...sessionResponse(), facebookId: 'sandbox-other' },
        { status: 201 },
      ),
      'DELETE /sessions': new Response(null, { status: 204 }),
    });
    const { user } = renderRoute(PAGE);
    act(() => {
      dialogActions.open('sign-in-facebook', { closable: false, facebookId: 'sandbox-ada' });
    });
    expect(
      await screen.findByText('Sign in with Facebook to access your account'),
    ).toBeInTheDocument();
    const facebook = screen.getByRole('button', { name: 'Sign in with Facebook' });
    await waitFor(() => {
      expect(facebook).toBeEnabled();
    });
    await user.click(facebook);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Account doesn’t match the the Facebook ID provided. Please sign in using facebook account ID sandbox-ada',
    );
  });
});

describe('the session-expired phase', () => {
  it('explains, and its Sign in goes to the sign-in phase', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    const { user } = renderRoute(PAGE);
    act(() => {
      dialogActions.open('session-expired', { closable: true });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    expect(dialog).toHaveTextContent(
      'You have been signed out because your session has expired. This could be because you were inactive for too long, or because you signed in on another device.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(useDialogStore.getState().phase).toBe('sign-in');
    expect(selectIsSessionExpired(useSessionStore.getState())).toBe(false);
  });
});
