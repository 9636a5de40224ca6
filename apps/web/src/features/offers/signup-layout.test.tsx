import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accountsConfig,
  CONFIG_PATH,
  offer,
  resetAccountStores,
} from '../../test/accounts-fixtures';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { useRegistrationStore } from './registration-store';

beforeEach(() => {
  resetAccountStores();
  useRegistrationStore.getState().setPending(null);
});
afterEach(resetAccountStores);

describe('beside a signup step', () => {
  it('shows the two steps with the current one, and the trial without an offer', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    renderRoute('/account/subscribe');
    const aside = await screen.findByRole('complementary', { name: 'Your free trial' });
    const steps = within(aside).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Create your account',
      '2Enter your card details',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).not.toHaveAttribute('aria-current');
    expect(
      within(aside).getByRole('heading', { level: 2, name: '30-day free trial' }),
    ).toBeVisible();
    expect(within(aside).getByText('No commitment. Cancel anytime.')).toBeInTheDocument();
    expect(await within(aside).findByText('Then £9.99 per month.')).toBeInTheDocument();
    // The form beside it keeps the page's heading and its button.
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'START FREE TRIAL' })).toBeInTheDocument();
  });

  it('shows an offer’s trial length, its discounted price and its features', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/offers/code/spring': offer({
        discount: { percentOff: 50, durationMonths: 3 },
        features: ['Every score of the spring term', 'Lessons with the school’s teachers'],
      }),
    });
    renderRoute('/spring/signup');
    const aside = await screen.findByRole('complementary', { name: 'Your free trial' });
    expect(
      within(aside).getByRole('heading', { level: 2, name: '45-day free trial' }),
    ).toBeVisible();
    expect(
      await within(aside).findByText(
        'Then £5.00 a month for your first 3 months, then £9.99 a month.',
      ),
    ).toBeInTheDocument();
    expect(
      within(aside)
        .getAllByRole('listitem')
        .slice(2)
        .map((item) => item.textContent),
    ).toEqual(['Every score of the spring term', 'Lessons with the school’s teachers']);
  });
});
