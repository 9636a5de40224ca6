import { createHash } from 'node:crypto';
import {
  consoleMessages,
  OFFER_IMAGE_MAX_BYTES,
  offerImageEndpoint,
  endpointPath,
  type OfferImageType,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { AdminActions } from '../audit/admin-actions.js';
import type { MediaStore } from '../content/media-store.js';

const extensionOf: Record<OfferImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const typeOfExtension = Object.fromEntries(
  Object.entries(extensionOf).map(([type, extension]) => [extension, type]),
) as Record<string, OfferImageType>;

/** The file's first bytes, as each format begins: a file is what it says only if they match. */
const signatures: Record<OfferImageType, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/gif': (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')),
};

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
      if (!signatures[upload.contentType](bytes))
        throw imageError(consoleMessages.imageContentMismatch(extensionOf[upload.contentType]));
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${extensionOf[upload.contentType]}`;
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
      const contentType = typeOfExtension[name.split('.').pop() ?? ''];
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
