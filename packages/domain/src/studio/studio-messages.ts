/** Server messages of the studio API (the `message` of the error body). */
export const studioMessages = {
  /** Signed in, but neither an admin nor a publisher. */
  notStaff: 'the studio is for admins and publishers',
  /** A publisher account attached to no imprint: it has nothing to edit yet. */
  noImprint: 'this publisher account is not attached to an imprint',
  titleRequired: 'give the product a title',
  titleTooLong: (max: number) => `a title has at most ${String(max)} characters`,
  descriptionTooLong: (max: number) => `a description has at most ${String(max)} characters`,
  personNameRequired: 'give each person a name',
  personTwice: (name: string, role: string) => `${name} is listed twice as ${role}`,
  tooManyPeople: (max: number) => `a product credits at most ${String(max)} people`,
  notInVolume: (volumeId: string) => `the product is not in volume ${volumeId}`,
  coverEmpty: 'the image is empty',
  coverTooLarge: (maxBytes: number) =>
    `a cover image is at most ${String(Math.round(maxBytes / 1024))} KB`,
  coverContentMismatch: (extension: string) => `the file is not a ${extension} image`,
  coverNotFound: 'cover image not found',
  positionOutOfRange: (count: number) =>
    `the position must be from 1 to ${String(count)}, the number of items in the volume`,
} as const;
