import {
  consoleMessages,
  OFFER_IMAGE_MAX_BYTES,
  offerImageTypes,
  offerImageEndpoint,
  endpointPath,
  type OfferImageType,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { AdminActions } from '../audit/admin-actions.js';
import {
  imageExtensionOf,
  imageNameOf,
  imageTypeOfName,
  isImageOfType,
} from '../../lib/uploaded-image.js';
import type { MediaStore } from '../content/media-store.js';

/** Offer images live in the media store under this folder (no product id starts with '_'). */
const FOLDER = '_offer-images';

/**
 * Images for offer pages (logo, header, title), uploaded in the console. Stored in the media
 * store (the local folder or S3) under their content's SHA-256: the same file is one file,
 * and its address never changes what it shows, so it is cached for good.
 */
export function createOfferImages({
  store,
  actions,
}: {
  store: MediaStore;
  actions: AdminActions;
}) {
  return {
    /** Checks the file (type, signature, size) and stores it; answers its address. */
    async upload(
      actorId: string,
      upload: { contentType: OfferImageType; data: string },
    ): Promise<{ url: string }> {
      const bytes = Buffer.from(upload.data, 'base64');
      if (bytes.length === 0) throw imageError(consoleMessages.imageEmpty);
      if (bytes.length > OFFER_IMAGE_MAX_BYTES)
        throw imageError(consoleMessages.imageTooLarge(OFFER_IMAGE_MAX_BYTES));
      if (!isImageOfType(bytes, upload.contentType))
        throw imageError(
          consoleMessages.imageContentMismatch(imageExtensionOf(upload.contentType)),
        );
      const name = imageNameOf(bytes, upload.contentType);
      const url = `/api${endpointPath(offerImageEndpoint, { name })}`;
      return actions.run({
        actorId,
        action: 'offer-image.upload',
        work: async () => {
          const isStored = (await store.size(`${FOLDER}/${name}`)) === bytes.length;
          if (!isStored) await store.write(`${FOLDER}/${name}`, bytes);
          const after = { url, bytes: bytes.length, contentType: upload.contentType };
          return {
            result: { url },
            target: { type: 'offer-image', id: name },
            before: isStored ? after : null,
            after,
          };
        },
      });
    },

    /** The stored image and its type, or undefined. */
    async read(name: string): Promise<{ bytes: Buffer; contentType: OfferImageType } | undefined> {
      const contentType = imageTypeOfName(name, offerImageTypes);
      if (!contentType) return undefined;
      const bytes = await store.read(`${FOLDER}/${name}`);
      return bytes ? { bytes, contentType } : undefined;
    },
  };
}

export type OfferImages = ReturnType<typeof createOfferImages>;

function imageError(message: string): AppError {
  return new AppError('badRequest', message, [{ field: 'data', message }]);
}
