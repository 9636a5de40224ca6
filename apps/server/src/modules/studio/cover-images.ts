import { createHash } from 'node:crypto';
import {
  endpointPath,
  STUDIO_COVER_MAX_BYTES,
  studioCoverImageEndpoint,
  studioMessages,
  type StudioCoverType,
  type StudioCoverUpload,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { MediaStore } from '../content/media-store.js';

const extensionOf: Record<StudioCoverType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const typeOfExtension: Record<string, StudioCoverType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** A file is the type it claims only if it begins as that format begins. */
const signatures: Record<StudioCoverType, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};

const pathOf = (productId: string, name: string) => `${productId}/covers/${name}`;

function coverError(message: string): AppError {
  return new AppError('badRequest', message, [{ field: 'data', message }]);
}

/**
 * Uploaded cover images, in the media store under the product (`<id>/covers/<sha256>.<ext>`):
 * named by their content, so an address always shows the same image and is cached for good.
 */
export function createCoverImages(store: MediaStore) {
  return {
    /** Checks the image (size, type by its first bytes), stores it, answers its address. */
    async store(productId: string, upload: StudioCoverUpload): Promise<string> {
      const bytes = Buffer.from(upload.data, 'base64');
      if (bytes.length === 0) throw coverError(studioMessages.coverEmpty);
      if (bytes.length > STUDIO_COVER_MAX_BYTES)
        throw coverError(studioMessages.coverTooLarge(STUDIO_COVER_MAX_BYTES));
      if (!signatures[upload.contentType](bytes))
        throw coverError(studioMessages.coverContentMismatch(extensionOf[upload.contentType]));
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${extensionOf[upload.contentType]}`;
      if ((await store.size(pathOf(productId, name))) !== bytes.length)
        await store.write(pathOf(productId, name), bytes);
      return `/api${endpointPath(studioCoverImageEndpoint, { id: productId, name })}`;
    },

    async read(
      productId: string,
      name: string,
    ): Promise<{ bytes: Buffer; contentType: StudioCoverType } | undefined> {
      const contentType = typeOfExtension[name.split('.').pop() ?? ''];
      if (!contentType) return undefined;
      const bytes = await store.read(pathOf(productId, name));
      return bytes ? { bytes, contentType } : undefined;
    },
  };
}

export type CoverImages = ReturnType<typeof createCoverImages>;
