import type { StudioJob, StudioJobs } from '@cadenza/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, requestedPaths } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StudioJobsList } from './studio-jobs';

const job = (over: Partial<StudioJob>): StudioJob => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'score-import',
  title: 'Lieder, book 1',
  status: 'done',
  done: 3,
  total: 3,
  unit: 'files',
  stage: null,
  productId: null,
  error: null,
  canRetry: false,
  createdAt: '2026-11-26T10:00:00.000Z',
  finishedAt: null,
  ...over,
});

const page = (items: StudioJob[], total = items.length): StudioJobs => ({
  items,
  total,
  page: 1,
  pageSize: 25,
});

const alignment = job({
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'recording-alignment',
  title: 'Quiet harbour',
  status: 'failed',
  done: 1,
  total: 4,
  unit: 'steps',
  productId: 'piece-a1',
  error: 'ffmpeg could not decode the recording (take.wav: Invalid data found)',
  canRetry: true,
});

const hrefOf = (next: number) => `/studio/jobs?page=${String(next)}`;

describe('the studio Jobs page', () => {
  it('lists imports and alignments with their progress, reasons and links', async () => {
    mockApi({
      '/studio/jobs?page=1': page(
        [
          job({ status: 'running', done: 2, total: 5 }),
          job({
            id: '00000000-0000-4000-8000-000000000003',
            kind: 'recording-alignment',
            title: 'Marigold waltz',
            status: 'running',
            done: 1,
            total: 4,
            unit: 'steps',
            stage: 'Aligning it with the score',
            productId: 'piece-a2',
          }),
          alignment,
        ],
        60,
      ),
    });
    renderWithProviders(<StudioJobsList page={1} hrefOf={hrefOf} />);
    const importRow = await screen.findByRole('row', { name: /Lieder, book 1/ });
    expect(within(importRow).getByText('2 of 5 files')).toBeInTheDocument();
    expect(within(importRow).getByRole('link', { name: 'Lieder, book 1' })).toHaveAttribute(
      'href',
      '/studio/imports/00000000-0000-4000-8000-000000000001',
    );
    const running = screen.getByRole('row', { name: /Marigold waltz/ });
    expect(
      within(running).getByText('1 of 4 steps: Aligning it with the score…'),
    ).toBeInTheDocument();
    expect(within(running).getByText('Recording alignment')).toBeInTheDocument();
    const failed = screen.getByRole('row', { name: /Quiet harbour/ });
    expect(within(failed).getByText(alignment.error ?? '')).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: 'Quiet harbour' })).toHaveAttribute(
      'href',
      '/studio/products/piece-a1',
    );
    expect(within(importRow).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of jobs' })).toBeInTheDocument();
  });

  it('retries a failed job and shows it queued; a refusal says why', async () => {
    let retried = false;
    const fetchMock = mockApi({
      '/studio/jobs?page=1': () =>
        Response.json(
          page([
            retried
              ? { ...alignment, status: 'queued', done: 0, error: null, canRetry: false }
              : alignment,
            job({
              id: '00000000-0000-4000-8000-000000000004',
              title: 'Quartets',
              status: 'failed',
              error: 'the import stopped: disk full',
              canRetry: true,
            }),
          ]),
        ),
      [`POST /studio/jobs/${alignment.id}/retry`]: () => {
        retried = true;
        return Response.json({ ...alignment, status: 'queued' }, { status: 202 });
      },
      'POST /studio/jobs/00000000-0000-4000-8000-000000000004/retry': apiError(
        409,
        'this job cannot be retried: its upload could not be read and is gone; upload the files again',
      ),
    });
    const { user } = renderWithProviders(<StudioJobsList page={1} hrefOf={hrefOf} />);
    await user.click(await screen.findByRole('button', { name: 'Retry Quiet harbour' }));
    const row = await screen.findByRole('row', { name: /Quiet harbour.*Queued/ });
    expect(within(row).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain(`/studio/jobs/${alignment.id}/retry`);

    await user.click(screen.getByRole('button', { name: 'Retry Quartets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'this job cannot be retried: its upload could not be read and is gone; upload the files again',
    );
  });

  it('says what will be listed when there is nothing yet', async () => {
    mockApi({ '/studio/jobs?page=1': page([]) });
    renderWithProviders(<StudioJobsList page={1} hrefOf={hrefOf} />);
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import scores' })).toHaveAttribute(
      'href',
      '/studio/imports',
    );
  });

  it("lists a film's job with its step and a link to its product, without Retry", async () => {
    mockApi({
      '/studio/jobs?page=1': page([
        job({
          id: '00000000-0000-4000-8000-000000000004',
          kind: 'film',
          title: 'Quiet harbour (top camera)',
          status: 'running',
          done: 1,
          total: 3,
          unit: 'steps',
          stage: 'Aligning it with the score',
          productId: 'perf-a',
        }),
        job({
          id: '00000000-0000-4000-8000-000000000005',
          kind: 'film',
          title: 'Quiet harbour (left camera)',
          status: 'failed',
          done: 0,
          total: 3,
          unit: 'steps',
          productId: 'perf-a',
          error: 'the film could not be decoded to its end: error while decoding MB 13 13',
        }),
      ]),
    });
    renderWithProviders(<StudioJobsList page={1} hrefOf={hrefOf} />);
    const running = await screen.findByRole('row', { name: /top camera/ });
    expect(within(running).getByText('Film')).toBeInTheDocument();
    expect(
      within(running).getByText('1 of 3 steps: Aligning it with the score…'),
    ).toBeInTheDocument();
    expect(
      within(running).getByRole('link', { name: 'Quiet harbour (top camera)' }),
    ).toHaveAttribute('href', '/studio/products/perf-a');
    const failed = screen.getByRole('row', { name: /left camera/ });
    expect(
      within(failed).getByText(
        'the film could not be decoded to its end: error while decoding MB 13 13',
      ),
    ).toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });
});
