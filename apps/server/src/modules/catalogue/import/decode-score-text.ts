import { ImportFileError } from './import-file-error.js';

/** The encoding an XML declaration names (`<?xml version="1.0" encoding="ISO-8859-1"?>`). */
function declaredXmlEncoding(bytes: Uint8Array): string | null {
  // The declaration is ASCII by definition, so reading the first bytes as Latin-1 is safe.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const match = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head);
  return match?.[1] ?? null;
}

/** ABC's own way to name its encoding: `%abc-charset iso-8859-1` or `I:abc-charset …`. */
function declaredAbcEncoding(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2000));
  const match = /^(?:%|I:)abc-charset\s+([A-Za-z0-9._:-]+)/m.exec(head);
  return match?.[1] ?? null;
}

function decoderFor(label: string): { decode(input: Uint8Array): string } {
  try {
    return new TextDecoder(label, { fatal: true });
  } catch {
    throw new ImportFileError(`the file declares the encoding '${label}', which is not known`);
  }
}

/**
 * A score file's text, decoded as the file says: a byte-order mark first, then the encoding
 * its XML declaration (or ABC charset line) names, else UTF-8. Bytes that are not valid in that
 * encoding refuse the file rather than turning into replacement characters.
 */
export function decodeScoreText(bytes: Uint8Array, kind: 'xml' | 'abc' | 'humdrum'): string {
  let label: string;
  let body = bytes;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    label = 'utf-8';
    body = bytes.subarray(3);
  } else if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    label = 'utf-16le';
    body = bytes.subarray(2);
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    label = 'utf-16be';
    body = bytes.subarray(2);
  } else {
    const declared =
      kind === 'xml'
        ? declaredXmlEncoding(bytes)
        : kind === 'abc'
          ? declaredAbcEncoding(bytes)
          : null;
    label = declared ?? 'utf-8';
  }
  let text: string;
  try {
    text = decoderFor(label).decode(body);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(
      `the file is not valid ${label.toUpperCase()} text (its declared or default encoding)`,
    );
  }
  // The text is kept (and handed to Verovio) as Unicode: a declaration naming another encoding
  // would have the next reader decode it a second time.
  return kind === 'xml'
    ? text.replace(/^(\s*<\?xml[^>]*?\bencoding\s*=\s*)(["'])[^"']*\2/, '$1$2UTF-8$2')
    : text;
}
