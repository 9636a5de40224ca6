import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { LoadFailure } from './load-failure';

it('says what failed, announced, and fetches again on Try again', async () => {
  const onRetry = vi.fn();
  const user = userEvent.setup();
  render(<LoadFailure message="Could not fetch: the server did not answer" onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Could not fetch: the server did not answer');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
