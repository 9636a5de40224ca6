import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../test/render-route';
import { useAppConfig } from './app-config-api';

const config = {
  stripePlan: { id: 'plan_monthly', price: 999, currency: 'GBP', countryCode: 'GB' },
  featureFlags: { video: true, 'multiple-videos': false, stripe: true, payments: true },
  stripePublishableKey: 'pk_sandbox',
  facebookAppId: '123',
  countries: [{ name: 'United Kingdom', alpha2: 'GB', regions: [] }],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

it('loads the app configuration with the countries list', async () => {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json(config));
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );

  const { result } = renderHook(() => useAppConfig(), { wrapper });

  await waitFor(() => {
    expect(result.current.isSuccess).toBe(true);
  });
  expect(result.current.data?.stripePlan.price).toBe(999);
  expect(fetchMock.mock.lastCall?.[0]).toBe('/api/config?countries=true');
});
