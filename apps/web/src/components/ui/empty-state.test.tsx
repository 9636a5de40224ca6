import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Button } from './button';
import { EmptyState } from './empty-state';

it('names what is empty and offers the next step', () => {
  render(
    <EmptyState title="No results" action={<Button>Clear the filters</Button>}>
      <p>Nothing matches every filter.</p>
    </EmptyState>,
  );
  const region = screen.getByRole('region', { name: 'No results' });
  expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'No results' }));
  expect(region).toHaveTextContent('Nothing matches every filter.');
  expect(region).toContainElement(screen.getByRole('button', { name: 'Clear the filters' }));
});
