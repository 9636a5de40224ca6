import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { DeviceContext } from '../lib/device-context';
import { createTestQueryClient, supportedDesktop } from './render-route';

/** One component with what the app gives it: query client, router, device. */
export function renderWithProviders(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const result = render(
    <DeviceContext value={supportedDesktop}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </DeviceContext>,
  );
  return { ...result, queryClient, user };
}
