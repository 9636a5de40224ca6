import { createHash } from 'node:crypto';

/** The image formats people may upload (covers, offer pages): never SVG, which can carry script. */
export type UploadedImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

const extensionOf: Record<UploadedImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The file's first bytes, as each format begins: a file is what it says only if they match. */
const signatures: Record<UploadedImageType, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/gif': (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')),
};

export function imageExtensionOf(type: UploadedImageType): string {
  return extensionOf[type];
}

/** Whether the bytes begin as the format they claim to be begins. */
export function isImageOfType(bytes: Buffer, type: UploadedImageType): boolean {
  return signatures[type](bytes);
}

/**
 * The stored name of an image: its content's SHA-256 and its extension, so the same file is
 * one file and an address never changes what it shows (it is cached for good).
 */
export function imageNameOf(bytes: Buffer, type: UploadedImageType): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${extensionOf[type]}`;
}

/** The type of a stored image's name among `allowed`, or undefined. */
export function imageTypeOfName<Type extends UploadedImageType>(
  name: string,
  allowed: readonly Type[],
): Type | undefined {
  const extension = name.split('.').pop() ?? '';
  return allowed.find((type) => extensionOf[type] === extension);
}
