import {
  FILM_CONTENT_TYPES,
  FILM_UPLOAD_MAX_BYTES,
  READING_PDF_MAX_BYTES,
  endpointPath,
  setStudioPosterEndpoint,
  studioFilmFrameEndpoint,
  studioFilmJobEndpoint,
  studioFilmsEndpoint,
  studioReadingPdfEndpoint,
  uploadStudioFilmEndpoint,
  uploadStudioReadingPdfEndpoint,
  type FilmAngle,
  type FilmJob,
  type StudioProduct,
  type StudioReadingPdfAnswer,
  filmJobSchema,
  studioReadingPdfAnswerSchema,
} from '@cadenza/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { API_PREFIX, callApi } from '../../../lib/api-client';
import { uploadWithProgress, type UploadWithProgress } from './upload-with-progress';
import { studioQueries } from './studio-api';

/** What the film input offers. */
export const FILM_ACCEPT = '.mp4,.mov,video/mp4,video/quicktime';
export const PDF_ACCEPT = '.pdf,application/pdf';

const filmTypeByExtension: Record<string, string> = { mp4: 'video/mp4', mov: 'video/quicktime' };

/** The extension of a file's name, lower case ('' without one). */
const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

export const studioFileMessages = {
  notFilm: 'Choose an MP4 or MOV film.',
  notPdf: 'Choose a PDF file.',
  empty: 'This file is empty.',
  filmTooLarge: `A film is at most ${String(FILM_UPLOAD_MAX_BYTES / 1024 / 1024 / 1024)} GB.`,
  pdfTooLarge: `A PDF is at most ${String(READING_PDF_MAX_BYTES / 1024 / 1024)} MB.`,
} as const;

export type CheckedFile = { ok: true; contentType: string } | { ok: false; message: string };

/**
 * The Content-Type a film is sent with, or why it cannot be sent: the server's own checks (type,
 * size) made before a byte goes. Whether it is a film ffmpeg reads the server checks.
 */
export function checkFilmFile(file: File): CheckedFile {
  const byExtension = filmTypeByExtension[extensionOf(file.name)];
  if (!byExtension) return { ok: false, message: studioFileMessages.notFilm };
  if (file.size === 0) return { ok: false, message: studioFileMessages.empty };
  if (file.size > FILM_UPLOAD_MAX_BYTES)
    return { ok: false, message: studioFileMessages.filmTooLarge };
  const given = file.type.toLowerCase();
  const known = (FILM_CONTENT_TYPES as readonly string[]).includes(given);
  return { ok: true, contentType: known ? given : byExtension };
}

/** The same for a reading's PDF. */
export function checkPdfFile(file: File): CheckedFile {
  if (extensionOf(file.name) !== 'pdf') return { ok: false, message: studioFileMessages.notPdf };
  if (file.size === 0) return { ok: false, message: studioFileMessages.empty };
  if (file.size > READING_PDF_MAX_BYTES)
    return { ok: false, message: studioFileMessages.pdfTooLarge };
  return { ok: true, contentType: 'application/pdf' };
}

/** How often a film's job is asked about while it is queued or working. */
export const FILM_JOB_POLL_MS = 2000;

export const studioFilmQueries = {
  films: (productId: string) =>
    queryOptions({
      queryKey: ['studio', 'films', productId],
      queryFn: ({ signal }) => callApi(studioFilmsEndpoint, { params: { id: productId }, signal }),
    }),
  job: (productId: string, jobId: string) =>
    queryOptions({
      queryKey: ['studio', 'film-job', productId, jobId],
      queryFn: ({ signal }) =>
        callApi(studioFilmJobEndpoint, { params: { id: productId, jobId }, signal }),
      refetchInterval: (query) => {
        const state = query.state.data?.state;
        return state === 'done' || state === 'failed' ? false : FILM_JOB_POLL_MS;
      },
    }),
  readingPdf: (productId: string) =>
    queryOptions({
      queryKey: ['studio', 'reading-pdf', productId],
      queryFn: ({ signal }) =>
        callApi(studioReadingPdfEndpoint, { params: { id: productId }, signal }),
    }),
};

/** Sends a film as the body of `PUT /studio/products/:id/films/:angle`, with its progress. */
export function uploadFilm(
  productId: string,
  angle: FilmAngle,
  file: File,
  contentType: string,
  onProgress: (fraction: number) => void,
): UploadWithProgress<FilmJob> {
  return uploadWithProgress({
    method: 'PUT',
    path: endpointPath(uploadStudioFilmEndpoint, { id: productId, angle }),
    body: file,
    contentType,
    expected: 202,
    schema: filmJobSchema,
    onProgress: (loaded, total) => {
      onProgress(loaded / total);
    },
  });
}

/** Sends a PDF as the body of `PUT /studio/products/:id/reading-pdf`, with its progress. */
export function uploadReadingPdf(
  productId: string,
  file: File,
  onProgress: (fraction: number) => void,
): UploadWithProgress<StudioReadingPdfAnswer> {
  return uploadWithProgress({
    method: 'PUT',
    path: endpointPath(uploadStudioReadingPdfEndpoint, { id: productId }),
    body: file,
    contentType: 'application/pdf',
    expected: 200,
    schema: studioReadingPdfAnswerSchema,
    onProgress: (loaded, total) => {
      onProgress(loaded / total);
    },
  });
}

/** The address of one frame of a film (a JPEG the studio's staff may see). */
export function filmFrameUrl(productId: string, angle: FilmAngle, atMs: number): string {
  const path = endpointPath(studioFilmFrameEndpoint, { id: productId, angle });
  return `${API_PREFIX}${path}?atMs=${String(Math.round(atMs))}`;
}

/** Makes a frame the product's cover (its poster); the edit page shows the answer. */
export async function setStudioPoster(
  queryClient: QueryClient,
  productId: string,
  poster: { angle: FilmAngle; atMs: number },
): Promise<StudioProduct> {
  const product = await callApi(setStudioPosterEndpoint, {
    params: { id: productId },
    body: poster,
  });
  queryClient.setQueryData(studioQueries.product(productId).queryKey, product);
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'studio' });
  return product;
}
