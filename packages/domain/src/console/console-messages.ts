/** The operations console's server messages (sent as the error body's `message`). */
export const consoleMessages = {
  adminsOnly: 'only administrators may use the operations console',
  offerExists: (code: string) => `offer ${code} already exists with other settings`,
  offerNotFound: (code: string) => `offer ${code} not found`,
  thirdPartyMarketingNeedsAssociate:
    'third-party marketing consent needs an associate name: the signup form names the partner',
  imageType: 'the image must be a PNG, JPEG, WebP or GIF file',
  imageContentMismatch: (type: string) => `the file is not a ${type} image`,
  imageTooLarge: (maxBytes: number) =>
    `the image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
  imageEmpty: 'the image file is empty',
  idempotencyKeyReused:
    'this idempotency key was used for another action: make a new key for each action',
} as const;
