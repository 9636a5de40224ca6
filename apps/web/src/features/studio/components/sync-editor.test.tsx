import type { StudioRecordingSync } from '@cadenza/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { recordingSyncSource } from '../api/studio-recording-api';
import { SyncEditor } from './sync-editor';

const productId = 'piece-1';
const syncPath = `/studio/products/${productId}/recording/sync`;
const sync: StudioRecordingSync = {
  durationMs: 12_000,
  scoreEndQuarters: 16,
  syncMap: {
    points: [
      [400, 0],
      [3100, 4],
      [11_800, 16],
    ],
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sync editor', () => {
  it('is not shown for a piece without an uploaded recording', async () => {
    const fetchMock = mockApi({
      [syncPath]: { recording: null },
    });
    const { container } = renderWithProviders(
      <SyncEditor source={recordingSyncSource(productId)} />,
    );
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('moves a focused marker by 10 ms with the arrow keys and saves the corrected map', async () => {
    let sent: unknown;
    mockApi({
      [syncPath]: { recording: sync },
      [`/products/${productId}/recording`]: new Response(new Uint8Array(8)),
      [`PUT ${syncPath}`]: async (request: Request) => {
        sent = await request.json();
        return Response.json({ ...sync, syncMap: (sent as { syncMap: unknown }).syncMap });
      },
    });
    const { user } = renderWithProviders(<SyncEditor source={recordingSyncSource(productId)} />);
    const marker = await screen.findByRole('slider', { name: 'Point 2, quarter 4' });
    expect(marker).toHaveAttribute('aria-valuenow', '3100');
    marker.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(marker).toHaveAttribute('aria-valuenow', '3120');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(marker).toHaveAttribute('aria-valuenow', '3020');

    await user.click(screen.getByRole('button', { name: 'Save the sync' }));
    expect(
      await screen.findByText('Saved: the piece plays with this sync now.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      syncMap: {
        points: [
          [400, 0],
          [3020, 4],
          [11_800, 16],
        ],
      },
    });
  });

  it('keeps a marker between its neighbours', async () => {
    mockApi({
      [syncPath]: { recording: sync },
      [`/products/${productId}/recording`]: new Response(''),
    });
    const { user } = renderWithProviders(<SyncEditor source={recordingSyncSource(productId)} />);
    const first = await screen.findByRole('slider', { name: 'Point 1, quarter 0' });
    first.focus();
    for (let press = 0; press < 50; press += 1) await user.keyboard('{ArrowLeft}');
    expect(first).toHaveAttribute('aria-valuenow', '0');
  });

  it("shows the server's refusal of a map", async () => {
    mockApi({
      [syncPath]: { recording: sync },
      [`/products/${productId}/recording`]: new Response(''),
      [`PUT ${syncPath}`]: apiError(400, "the last point must be at the score's end (quarter 16)"),
    });
    const { user } = renderWithProviders(<SyncEditor source={recordingSyncSource(productId)} />);
    await screen.findByRole('slider', { name: 'Point 1, quarter 0' });
    await user.click(screen.getByRole('button', { name: 'Save the sync' }));
    expect(
      await screen.findByText("the last point must be at the score's end (quarter 16)"),
    ).toBeInTheDocument();
  });
});
