import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, lastUpload } from '../../../test/fake-xhr';
import { mockApi, apiError, requestedPaths } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ALIGNMENT_POLL_MS } from '../api/studio-recording-api';
import { StudioRecording } from './studio-recording';

const productId = 'piece-1';
const jobId = '0b6c3f0e-2d7e-4a38-9f53-3c1e2c7b9a10';
const alignmentPath = `/studio/products/${productId}/recording/alignments/${jobId}`;
const syncPath = `/studio/products/${productId}/recording/sync`;

function setUp(answers: Record<string, unknown> = {}) {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // No uploaded recording yet: the sync editor is not shown.
  const fetchMock = mockApi({
    [syncPath]: { recording: null },
    ...answers,
  });
  const view = renderWithProviders(<StudioRecording productId={productId} />);
  return { ...view, fetchMock };
}

const wav = () => new File([new Uint8Array(4096)], 'take-1.wav', { type: 'audio/wav' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the studio Recording section', () => {
  it('refuses a file that is not audio it takes, or is empty, before anything is sent', async () => {
    setUp();
    // The file dialog may still offer other files ("All files"): the section checks them.
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Audio file');
    await user.upload(input, new File(['x'], 'notes.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Choose a WAV, FLAC, MP3, Ogg or M4A file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload and align' })).toBeDisabled();

    await user.upload(input, new File([], 'silence.flac', { type: 'audio/flac' }));
    expect(screen.getByText('This file is empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload and align' })).toBeDisabled();

    const huge = new File(['x'], 'long.wav', { type: 'audio/wav' });
    Object.defineProperty(huge, 'size', { value: 251 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(screen.getByText('A recording is at most 250 MB.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads with its progress, follows the alignment and links to the piece when done', async () => {
    let polls = 0;
    const { user } = setUp({
      [alignmentPath]: () => {
        polls += 1;
        const state = polls === 1 ? 'queued' : polls === 2 ? 'working' : 'done';
        return Response.json({ jobId, state, error: null });
      },
    });
    await user.upload(screen.getByLabelText('Audio file'), wav());
    await user.click(screen.getByRole('button', { name: 'Upload and align' }));

    const xhr = lastUpload();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(`/api/studio/products/${productId}/recording`);
    expect(xhr.headers['content-type']).toBe('audio/wav');
    expect(xhr.body).toBeInstanceOf(File);

    xhr.progress(1024, 4096);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect((bar as HTMLProgressElement).value).toBe(0.25);
    expect(screen.getByText('25%')).toBeInTheDocument();

    xhr.answer(202, { jobId, state: 'queued', error: null });
    expect(
      await screen.findByText('Uploaded. Waiting for its turn to be aligned with the score…'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Aligning the recording with the score…', undefined, {
        timeout: ALIGNMENT_POLL_MS * 2,
      }),
    ).toBeInTheDocument();
    const link = await screen.findByRole(
      'link',
      { name: 'Open the piece page' },
      { timeout: ALIGNMENT_POLL_MS * 2 },
    );
    expect(link).toHaveAttribute('href', `/pieces/${productId}`);
    expect(screen.getByText(/the piece plays this recording now/)).toBeInTheDocument();
  }, 15_000);

  it('sends a file the browser gave no type by its extension', async () => {
    const { user } = setUp();
    await user.upload(
      screen.getByLabelText('Audio file'),
      new File([new Uint8Array(8)], 'take.m4a', { type: '' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload and align' }));
    expect(lastUpload().headers['content-type']).toBe('audio/mp4');
  });

  it("shows the server's refusal of the upload and tries again with the same file", async () => {
    const { user } = setUp({
      [alignmentPath]: { jobId, state: 'queued', error: null },
    });
    await user.upload(screen.getByLabelText('Audio file'), wav());
    await user.click(screen.getByRole('button', { name: 'Upload and align' }));
    lastUpload().answer(400, { statusCode: 400, message: 'the file could not be read as audio' });
    expect(
      await screen.findByText('The upload was refused: the file could not be read as audio'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(FakeXhr.sent).toHaveLength(2);
    lastUpload().answer(202, { jobId, state: 'queued', error: null });
    expect(
      await screen.findByText('Uploaded. Waiting for its turn to be aligned with the score…'),
    ).toBeInTheDocument();
  });

  it('shows why the alignment failed, and uploads again on retry', async () => {
    const { user, fetchMock } = setUp({
      [alignmentPath]: {
        jobId,
        state: 'failed',
        error: 'this product has no score to align a recording with',
      },
    });
    await user.upload(screen.getByLabelText('Audio file'), wav());
    await user.click(screen.getByRole('button', { name: 'Upload and align' }));
    lastUpload().answer(202, { jobId, state: 'queued', error: null });
    expect(
      await screen.findByText(
        'The alignment failed: this product has no score to align a recording with',
      ),
    ).toBeInTheDocument();
    expect(requestedPaths(fetchMock).filter((path) => path !== syncPath)).toEqual([alignmentPath]);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(FakeXhr.sent).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
  });

  it('says so when the alignment cannot be asked about', async () => {
    const { user } = setUp({
      [alignmentPath]: apiError(404, `no alignment ${jobId} for this product`),
    });
    await user.upload(screen.getByLabelText('Audio file'), wav());
    await user.click(screen.getByRole('button', { name: 'Upload and align' }));
    lastUpload().answer(202, { jobId, state: 'queued', error: null });
    await waitFor(() => {
      expect(screen.getByText(`no alignment ${jobId} for this product`)).toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Ask again' })).toBeInTheDocument();
  });

  it('cancels an upload under way', async () => {
    const { user } = setUp();
    await user.upload(screen.getByLabelText('Audio file'), wav());
    await user.click(screen.getByRole('button', { name: 'Upload and align' }));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload and align' })).toBeEnabled();
  });
});
