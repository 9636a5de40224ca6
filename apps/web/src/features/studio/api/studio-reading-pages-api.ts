import {
  READING_PAGE_EXTENSIONS,
  READING_PAGES_LIMITS,
  endpointPath,
  studioReadingPagesEndpoint,
  studioReadingPagesUploadSchema,
  uploadStudioReadingPagesEndpoint,
  type StudioReadingPagesUpload,
} from '@cadenza/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { studioReadingPagesFileMessages as messages } from '../studio-reading-pages-messages';
import { uploadWithProgress, type UploadWithProgress } from './upload-with-progress';

/** What the pages input offers. */
export const PAGES_ACCEPT = [...READING_PAGE_EXTENSIONS, 'zip'].map((ext) => `.${ext}`).join(',');

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * Why the chosen files cannot be sent, or null: the server's own checks on names, sizes and the
 * zip alone, made before a byte goes. What is in them the server checks.
 */
export function checkPageFiles(files: readonly File[]): string | null {
  const pageExtensions: readonly string[] = READING_PAGE_EXTENSIONS;
  for (const file of files) {
    const extension = extensionOf(file.name);
    if (extension !== 'zip' && !pageExtensions.includes(extension))
      return messages.notPageFile(file.name);
    if (file.size === 0) return messages.empty(file.name);
  }
  if (files.length > 1 && files.some((file) => extensionOf(file.name) === 'zip'))
    return messages.zipNotAlone;
  if (files.length > READING_PAGES_LIMITS.files) return messages.tooMany;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > READING_PAGES_LIMITS.uploadMb * 1024 * 1024) return messages.tooLarge;
  return null;
}

export const studioReadingPagesQueries = {
  pages: (productId: string) =>
    queryOptions({
      queryKey: ['studio', 'reading-pages', productId],
      queryFn: ({ signal }) =>
        callApi(studioReadingPagesEndpoint, { params: { id: productId }, signal }),
    }),
};

/** Sends the pages as `files` of `PUT /studio/products/:id/reading-pages`, with its progress. */
export function uploadReadingPages(
  productId: string,
  files: readonly File[],
  onProgress: (fraction: number) => void,
): UploadWithProgress<StudioReadingPagesUpload> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return uploadWithProgress({
    method: 'PUT',
    path: endpointPath(uploadStudioReadingPagesEndpoint, { id: productId }),
    body: form,
    expected: 200,
    schema: studioReadingPagesUploadSchema,
    onProgress: (loaded, total) => {
      onProgress(loaded / total);
    },
  });
}
