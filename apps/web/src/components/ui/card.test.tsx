import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardHeader } from './card';

describe('Card', () => {
  it('is a section by default, named by its heading row', () => {
    render(
      <Card aria-labelledby="plan">
        <CardHeader title={<span id="plan">Monthly</span>} aside={<span>Active</span>} />
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Monthly' });
    expect(card).toHaveClass('ui-card');
    expect(card).not.toHaveClass('ui-card--interactive');
    expect(screen.getByRole('heading', { level: 2, name: 'Monthly' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Active');
  });

  it('takes another element and lifts on hover and focus when it is interactive', () => {
    render(
      <ul>
        <Card as="li" isInteractive className="extra">
          <a href="/x">Open</a>
        </Card>
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveClass('ui-card', 'ui-card--interactive', 'extra');
  });
});
