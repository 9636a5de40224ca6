/** Why a file was not imported; the message is shown to the operator beside the file name. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}
