import type { FilmJob, StudioFilms as StudioFilmsAnswer, StudioProduct } from '@cadenza/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, lastUpload } from '../../../test/fake-xhr';
import { apiError, mockApi, requestedPaths } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FILM_JOB_POLL_MS } from '../api/studio-films-api';
import { StudioFilms } from './studio-films';

const jobId = '6d0f4c52-8e0a-4b8f-9d7e-1c2b3a4d5e6f';

function productOf(id: string, type: StudioProduct['type']): StudioProduct {
  return {
    id,
    type,
    title: 'Quiet harbour',
    description: null,
    published: true,
    publisher: 'Alder Editions',
    people: [],
    genres: [],
    difficulty: { piano: null, vocal: null },
    placements: [],
    suggestedDifficulty: { method: '', piano: null, vocal: null, reason: null },
    uploadedCover: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const performance = productOf('perf-1', 'performance');
const filmsPath = `/studio/products/${performance.id}/films`;
const jobPath = `/studio/products/${performance.id}/film-jobs/${jobId}`;

const noFilms: StudioFilmsAnswer = {
  angles: ['top', 'left', 'right'],
  hasScore: true,
  films: [],
  jobs: [],
};
const topFilm: StudioFilmsAnswer = {
  ...noFilms,
  films: [{ angle: 'top', durationMs: 9_400, isUploaded: true, syncPoints: 16 }],
};

const job = (values: Partial<FilmJob>): FilmJob => ({
  jobId,
  angle: 'top',
  state: 'queued',
  stage: null,
  percent: null,
  error: null,
  ...values,
});

function setUp(answers: Record<string, unknown>, product = performance) {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const fetchMock = mockApi(answers);
  const view = renderWithProviders(<StudioFilms product={product} />);
  return { ...view, fetchMock };
}

const film = (name = 'top.mp4', type = 'video/mp4') =>
  new File([new Uint8Array(4096)], name, { type });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the studio Films section', () => {
  it("lists a performance's three cameras with what each has", async () => {
    setUp({ [filmsPath]: topFilm });
    const top = (await screen.findByRole('heading', { name: 'Top camera' })).parentElement;
    if (!top) throw new Error('no top camera');
    expect(
      within(top).getByText('0:09 · uploaded · synced to the score (16 points)'),
    ).toBeVisible();
    expect(within(top).getByRole('button', { name: 'Upload a replacement' })).toBeDisabled();
    for (const name of ['Left camera', 'Right camera']) {
      const row = screen.getByRole('heading', { name }).parentElement;
      if (!row) throw new Error(`no ${name}`);
      expect(within(row).getByText('No film yet.')).toBeVisible();
      expect(within(row).getByRole('button', { name: 'Upload' })).toBeDisabled();
    }
    expect(screen.getByText(/filmed from one camera \(top\) or three/)).toBeVisible();
  });

  it('gives a video one film, without cameras', async () => {
    const video = productOf('video-1', 'video');
    setUp(
      { [`/studio/products/${video.id}/films`]: { ...noFilms, angles: ['main'], hasScore: false } },
      video,
    );
    expect(await screen.findByRole('heading', { name: 'Film' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Top camera' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Upload the film \(MP4 or MOV/)).toBeVisible();
    // No film yet, so no poster to choose.
    expect(screen.queryByRole('heading', { name: 'Poster' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a film it takes, or is empty, before anything is sent', async () => {
    setUp({ [filmsPath]: noFilms });
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Top camera: MP4 or MOV file');
    await user.upload(input, new File(['x'], 'take.avi', { type: 'video/x-msvideo' }));
    expect(screen.getByText('Choose an MP4 or MOV film.')).toBeVisible();
    await user.upload(input, new File([], 'take.mov', { type: 'video/quicktime' }));
    expect(screen.getByText('This file is empty.')).toBeVisible();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("uploads a camera's film with its progress and follows its job until it is done", async () => {
    let polls = 0;
    let filmsAsked = 0;
    const { user, fetchMock } = setUp({
      [filmsPath]: () => {
        filmsAsked += 1;
        return Response.json(filmsAsked === 1 ? noFilms : topFilm);
      },
      [jobPath]: () => {
        polls += 1;
        return Response.json(
          polls === 1
            ? job({ state: 'working', stage: 'transcoding', percent: 40 })
            : polls === 2
              ? job({ state: 'working', stage: 'aligning' })
              : job({ state: 'done' }),
        );
      },
    });
    await user.upload(await screen.findByLabelText('Top camera: MP4 or MOV file'), film());
    await user.click(screen.getAllByRole('button', { name: 'Upload' })[0] as HTMLElement);

    const xhr = lastUpload();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(`/api/studio/products/${performance.id}/films/top`);
    expect(xhr.headers['content-type']).toBe('video/mp4');
    xhr.progress(1024, 4096);
    const bar = await screen.findByRole('progressbar', { name: 'Top camera: upload progress' });
    expect((bar as HTMLProgressElement).value).toBe(0.25);

    xhr.answer(202, job({}));
    const stream = await screen.findByRole('progressbar', { name: 'Top camera: stream progress' });
    expect((stream as HTMLProgressElement).value).toBe(40);
    expect(screen.getByText('Making the stream: 40 %')).toBeVisible();
    expect(
      await screen.findByText('Aligning the film with the score…', undefined, {
        timeout: FILM_JOB_POLL_MS * 2,
      }),
    ).toBeVisible();
    expect(
      await screen.findByText('Done: the product plays this film now.', undefined, {
        timeout: FILM_JOB_POLL_MS * 2,
      }),
    ).toBeVisible();
    // The list asks again, and shows the new film.
    expect(
      await screen.findByText('0:09 · uploaded · synced to the score (16 points)'),
    ).toBeVisible();
    expect(requestedPaths(fetchMock).filter((path) => path === filmsPath)).toHaveLength(2);
  }, 15_000);

  it("shows the server's refusal, and a failed job's reason with Try again", async () => {
    const { user } = setUp({
      [filmsPath]: noFilms,
      [jobPath]: job({
        state: 'failed',
        error: 'the film could not be decoded to its end: error while decoding MB 13 13',
      }),
    });
    await user.upload(
      await screen.findByLabelText('Left camera: MP4 or MOV file'),
      film('l.mov', ''),
    );
    await user.click(screen.getAllByRole('button', { name: 'Upload' })[1] as HTMLElement);
    expect(lastUpload().url).toBe(`/api/studio/products/${performance.id}/films/left`);
    expect(lastUpload().headers['content-type']).toBe('video/quicktime');
    lastUpload().answer(400, {
      statusCode: 400,
      message: 'the film has no sound, so it cannot be aligned with the score',
    });
    expect(
      await screen.findByText(
        'The upload was refused: the film has no sound, so it cannot be aligned with the score',
      ),
    ).toBeVisible();

    await user.click(screen.getAllByRole('button', { name: 'Upload' })[1] as HTMLElement);
    lastUpload().answer(202, job({ angle: 'left' }));
    expect(
      await screen.findByText(
        'The film failed: the film could not be decoded to its end: error while decoding MB 13 13',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(FakeXhr.sent).toHaveLength(3);
  });

  it('shows a job under way when the page is opened again', async () => {
    setUp({
      [filmsPath]: {
        ...noFilms,
        jobs: [job({ angle: 'right', state: 'working', stage: 'transcoding', percent: 7 })],
      },
      [jobPath]: job({ angle: 'right', state: 'working', stage: 'storing' }),
    });
    expect(await screen.findByText('Storing the film…')).toBeVisible();
  });

  it('says so when the films cannot be loaded, and asks again', async () => {
    let asked = 0;
    const { user } = setUp({
      [filmsPath]: () => {
        asked += 1;
        return asked === 1 ? apiError(503, 'the server is busy') : Response.json(noFilms);
      },
    });
    expect(await screen.findByText('the server is busy')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(await screen.findByRole('heading', { name: 'Top camera' })).toBeVisible();
  });
});

describe('the studio Poster', () => {
  const posterPath = `PUT /studio/products/${performance.id}/poster`;

  it("shows the frame at the chosen time and makes it the product's poster", async () => {
    const bodies: unknown[] = [];
    const { user } = setUp({
      [filmsPath]: topFilm,
      [posterPath]: async (request: Request) => {
        bodies.push(await request.json());
        return Response.json({
          ...performance,
          uploadedCover: '/api/images/products/perf-1/covers/a.jpg',
        });
      },
    });
    const slider = await screen.findByRole('slider', { name: 'Time in the film' });
    const frame = screen.getByRole('img', { name: 'The frame of the top camera at 0:00.0' });
    expect(frame).toHaveAttribute(
      'src',
      `/api/studio/products/${performance.id}/films/top/frame.jpg?atMs=0`,
    );
    fireEvent.change(slider, { target: { value: '4200' } });
    expect(screen.getByText('0:04.2 / 0:09.4')).toBeVisible();
    const moved = await screen.findByRole('img', { name: 'The frame of the top camera at 0:04.2' });
    expect(moved).toHaveAttribute(
      'src',
      `/api/studio/products/${performance.id}/films/top/frame.jpg?atMs=4200`,
    );

    await user.click(screen.getByRole('button', { name: 'Use this frame as the poster' }));
    expect(await screen.findByText('This frame is the poster now.')).toBeVisible();
    expect(bodies).toEqual([{ angle: 'top', atMs: 4200 }]);
  });

  it("shows the server's refusal", async () => {
    const { user } = setUp({
      [filmsPath]: topFilm,
      [posterPath]: apiError(400, 'no picture could be taken from the film at that time'),
    });
    await user.click(await screen.findByRole('button', { name: 'Use this frame as the poster' }));
    expect(
      await screen.findByText('no picture could be taken from the film at that time'),
    ).toBeVisible();
  });

  it('chooses among the cameras that have films', async () => {
    setUp({
      [filmsPath]: {
        ...topFilm,
        films: [
          ...topFilm.films,
          { angle: 'left', durationMs: 5_000, isUploaded: true, syncPoints: 16 },
        ],
      },
    });
    const camera = await screen.findByRole('combobox', { name: 'Camera' });
    fireEvent.change(camera, { target: { value: 'left' } });
    await waitFor(() => {
      expect(
        screen.getByRole('img', { name: 'The frame of the left camera at 0:00.0' }),
      ).toHaveAttribute(
        'src',
        `/api/studio/products/${performance.id}/films/left/frame.jpg?atMs=0`,
      );
    });
    expect(screen.getByText('0:00.0 / 0:05.0')).toBeVisible();
  });
});
