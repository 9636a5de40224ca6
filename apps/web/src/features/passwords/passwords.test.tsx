import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialogActions, useDialogStore } from '../../lib/dialog-store';
import { sessionActions, useSessionStore } from '../../lib/session-store';
import { accountsConfig, CONFIG_PATH, me, resetAccountStores } from '../../test/accounts-fixtures';
import { apiError, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

beforeEach(resetAccountStores);
afterEach(resetAccountStores);

describe('the reset enquiry', () => {
  async function openEnquiry(answers: Record<string, unknown> = {}) {
    mockApi({ [CONFIG_PATH]: accountsConfig(), ...answers });
    const view = renderRoute('/account/print');
    act(() => {
      dialogActions.open('password-reset-enquiry', { closable: true });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    return {
      ...view,
      dialog,
      email: within(dialog).getByRole('textbox', { name: "What's your email?" }),
      submit: within(dialog).getByRole('button', { name: 'Reset password' }),
    };
  }

  it('needs a well-formed email', async () => {
    const { user, email, submit } = await openEnquiry();
    await user.click(submit);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'ada@');
    expect(await screen.findByText('Email format is invalid')).toBeInTheDocument();
  });

  it('says when the address is not known', async () => {
    const { user, email, submit } = await openEnquiry({
      'POST /password-resets': apiError(404, 'email not found'),
    });
    await user.type(email, 'nobody@example.com');
    await user.click(submit);
    expect(await screen.findByText('We donʼt recognize this address')).toBeInTheDocument();
  });

  it("asks the server for a link, then shows 'Check your email'", async () => {
    let sent: unknown;
    const { user, email, submit } = await openEnquiry({
      'POST /password-resets': async (request: Request) => {
        sent = await request.json();
        return new Response(null, { status: 204 });
      },
    });
    await user.type(email, 'ada@example.com');
    await user.click(submit);
    const notice = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(notice).toHaveTextContent('ada@example.com');
    expect(sent).toEqual({ email: 'ada@example.com' });
    expect(useSessionStore.getState().passwordResetEmail).toBe('ada@example.com');
  });
});

describe('the reset page', () => {
  const PAGE = '/password-reset/t0k3n';

  it('has one password field when the email is known, with the password rules', async () => {
    sessionActions.passwordResetRequested('ada@example.com');
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    const { user } = renderRoute(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Reset password' });
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password (at least 8 characters)'), 'short');
    expect(await screen.findByText('Password must be 8 characters or more')).toBeInTheDocument();
  });

  it('updates the password, and its Sign in goes home and opens the sign-in dialog', async () => {
    sessionActions.passwordResetRequested('ada@example.com');
    let sent: unknown;
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /password-resets/t0k3n': async (request: Request) => {
        sent = await request.json();
        return new Response(null, { status: 204 });
      },
    });
    const { user, location } = renderRoute(PAGE);
    await user.type(
      await screen.findByLabelText('Password (at least 8 characters)'),
      'a brand new sonata',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your password has been updated!')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ada@example.com', password: 'a brand new sonata' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(location().pathname).toBe('/home');
    });
    expect(useDialogStore.getState()).toMatchObject({
      phase: 'sign-in',
      params: { closable: true },
    });
  });

  it('offers a new link when the token is not valid', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /password-resets/t0k3n': apiError(400, 'token not valid'),
    });
    const { user } = renderRoute(`${PAGE}?email=ada%40example.com`);
    await user.type(
      await screen.findByLabelText('Password (at least 8 characters)'),
      'a brand new sonata',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we couldnʼt reset your password because the token is not valid.',
    );
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('asks for the email when this browser does not know it, and says when it is unknown', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /password-resets/t0k3n': apiError(404, 'email not found'),
    });
    const { user } = renderRoute(PAGE);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'who@example.com');
    await user.type(
      screen.getByLabelText('Password (at least 8 characters)'),
      'a brand new sonata',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset failed!');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email not recognised',
    );
  });
});

describe('the set-password page', () => {
  const PAGE = '/account/create-password/s3tup';

  it('gives every password and confirmation message', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    const { user } = renderRoute(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Create your password' });
    expect(
      screen.getByText('By tapping Submit, you accept the Terms of Service and Privacy Policy'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'shor');
    expect(await screen.findByText('Password must be 8 characters or more')).toBeInTheDocument();
    expect(
      await screen.findByText('Password confirmation must be 8 characters or more'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'a quiet sonata');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a quiet sonatas');
    expect(
      await screen.findByText('Password confirmation must match password'),
    ).toBeInTheDocument();
  });

  it('sends the password with terms accepted and the marketing choice, then signs in', async () => {
    let sent: unknown;
    const user = me();
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /password-setups/s3tup': async (request: Request) => {
        sent = await request.json();
        document.cookie = 'isAuthenticated=true; path=/';
        return Response.json({
          ...user,
          consents: { terms: true, marketing: true, thirdPartyMarketing: false },
          updatedAt: new Date().toISOString(),
          accessToken: 'token',
        });
      },
      '/me': user,
    });
    const view = renderRoute(PAGE);
    await view.user.type(await screen.findByLabelText('Password'), 'a quiet sonata');
    await view.user.type(screen.getByLabelText('Confirm password'), 'a quiet sonata');
    await view.user.click(screen.getByLabelText('Send me news, tips and offers by email'));
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(view.location().pathname).toBe('/home');
    });
    expect(sent).toEqual({
      password: 'a quiet sonata',
      consents: { terms: true, marketing: true },
    });
    expect(useSessionStore.getState()).toMatchObject({
      isAuthenticated: true,
      passwordSetupSuccess: true,
    });
  });

  it('says so when the link is not valid', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /password-setups/s3tup': apiError(400, 'token not valid'),
    });
    const { user } = renderRoute(PAGE);
    await user.type(await screen.findByLabelText('Password'), 'a quiet sonata');
    await user.type(screen.getByLabelText('Confirm password'), 'a quiet sonata');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we couldnʼt create your password because the token is not valid.',
    );
  });
});
