import {
  endpointPath,
  STUDIO_COVER_MAX_BYTES,
  studioCoverTypes,
  studioCoverImageEndpoint,
  studioMessages,
  type StudioCoverType,
  type StudioCoverUpload,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import {
  imageExtensionOf,
  imageNameOf,
  imageTypeOfName,
  isImageOfType,
} from '../../lib/uploaded-image.js';
import type { MediaStore } from '../content/media-store.js';

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
      if (!isImageOfType(bytes, upload.contentType))
        throw coverError(studioMessages.coverContentMismatch(imageExtensionOf(upload.contentType)));
      const name = imageNameOf(bytes, upload.contentType);
      if ((await store.size(pathOf(productId, name))) !== bytes.length)
        await store.write(pathOf(productId, name), bytes);
      return `/api${endpointPath(studioCoverImageEndpoint, { id: productId, name })}`;
    },

    async read(
      productId: string,
      name: string,
    ): Promise<{ bytes: Buffer; contentType: StudioCoverType } | undefined> {
      const contentType = imageTypeOfName(name, studioCoverTypes);
      if (!contentType) return undefined;
      const bytes = await store.read(pathOf(productId, name));
      return bytes ? { bytes, contentType } : undefined;
    },
  };
}

export type CoverImages = ReturnType<typeof createCoverImages>;
