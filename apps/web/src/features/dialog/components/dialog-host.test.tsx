import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dialogActions,
  dialogPhases,
  useDialogStore,
  type DialogPhase,
} from '../../../lib/dialog-store';
import { DialogHost, type DialogRegistry } from './dialog-host';

const registry = {} as DialogRegistry;
for (const phase of dialogPhases) {
  registry[phase] = { title: `Title of ${phase}`, Content: () => <p>Body of {phase}</p> };
}

function setup(onUserClose = vi.fn()) {
  // Radix turns pointer events off on the body; the overlay's own CSS turns them back on,
  // which happy-dom does not apply.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <>
      <p>Page behind</p>
      <DialogHost registry={registry} onUserClose={onUserClose} />
    </>,
  );
  return { user, onUserClose };
}

function open(phase: DialogPhase, closable: boolean) {
  act(() => {
    dialogActions.open(phase, { closable });
  });
}

afterEach(() => {
  act(() => {
    dialogActions.dismiss();
  });
});

describe('the modal dialog', () => {
  it('gives focus back to the control that opened it, after Escape or the close icon', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <>
        <button
          type="button"
          onClick={() => {
            dialogActions.open('payment-success', { closable: true });
          }}
        >
          Subscribe
        </button>
        <DialogHost registry={registry} onUserClose={vi.fn()} />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Subscribe' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await vi.waitFor(() => {
      expect(opener).toHaveFocus();
    });
  });

  it('shows the phase with its title, and moves between phases keeping the params', async () => {
    setup();
    open('sign-in', false);
    const dialog = await screen.findByRole('dialog', { name: 'Title of sign-in' });
    expect(dialog).toHaveTextContent('Body of sign-in');
    act(() => {
      dialogActions.goTo('sign-in-email', { email: 'ada@example.com' });
    });
    expect(
      await screen.findByRole('dialog', { name: 'Title of sign-in-email' }),
    ).toBeInTheDocument();
    expect(useDialogStore.getState().params).toEqual({ closable: false, email: 'ada@example.com' });
  });

  it('closes by its close icon, Escape or the overlay only when closable', async () => {
    const { user, onUserClose } = setup();
    open('payment-success', true);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onUserClose).toHaveBeenCalledWith('payment-success', { closable: true });
    expect(useDialogStore.getState()).toMatchObject({ phase: null, params: {} });

    open('payment-success', true);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    open('payment-success', true);
    const dialog = await screen.findByRole('dialog');
    await user.pointer({ keys: '[MouseLeft]', target: dialog.parentElement ?? dialog });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open without a close icon when it is not closable', async () => {
    const { user, onUserClose } = setup();
    open('sign-in', false);
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.pointer({ keys: '[MouseLeft]', target: dialog.parentElement ?? dialog });
    act(() => {
      dialogActions.close();
    });
    expect(screen.getByRole('dialog', { name: 'Title of sign-in' })).toBeInTheDocument();
    expect(onUserClose).not.toHaveBeenCalled();
  });

  it('has the spec heights: payment 600, reset and cancellation 400, video auto', async () => {
    setup();
    open('payment', true);
    expect((await screen.findByRole('dialog')).className).toMatch(/height600/);
    open('confirm-cancellation', true);
    expect((await screen.findByRole('dialog', { name: /confirm-cancellation/ })).className).toMatch(
      /height400/,
    );
    open('video', true);
    expect((await screen.findByRole('dialog', { name: /video/ })).className).not.toMatch(/height/);
  });

  it('throws on an unknown phase', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useDialogStore.setState({ phase: 'no-such-phase' as DialogPhase, params: {} });
    expect(() => render(<DialogHost registry={registry} />)).toThrow(
      'Unknown dialog phase: no-such-phase',
    );
    useDialogStore.setState({ phase: null, params: {} });
    error.mockRestore();
  });
});
