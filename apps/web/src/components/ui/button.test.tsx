import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a primary button of type button that acts on a click and on the keyboard', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Button onClick={onClick}>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toBe('ui-button');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('submits its form when it is a submit button', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    const user = userEvent.setup();
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Save</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <Button variant="secondary" disabled onClick={onClick}>
        Cancel
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('ui-button--secondary');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading is busy, keeps its name, shows a spinner and ignores clicks', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <Button isLoading onClick={onClick}>
        Sign out
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign out' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(container.querySelector('.ui-button__spinner')).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not busy and has no spinner when not loading', () => {
    const { container } = render(<Button>Pay</Button>);
    expect(screen.getByRole('button', { name: 'Pay' })).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('.ui-button__spinner')).toBeNull();
  });

  it('gives a link the look of each variant and size', () => {
    expect(buttonClassName()).toBe('ui-button');
    expect(buttonClassName({ variant: 'danger', size: 'small', isFullWidth: true })).toBe(
      `ui-button ui-button--danger ui-button--small ui-button--full`,
    );
  });
});
