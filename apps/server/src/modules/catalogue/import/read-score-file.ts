import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import { attributeOf, findAll, firstText, isNode, textOf, type XmlNode } from './xml-tree.js';

export const SCORE_EXTENSIONS = ['.xml', '.musicxml', '.mxl', '.mei'] as const;

/** Why a file was not imported; the message is shown to the operator beside the file name. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

export interface ScoreFile {
  format: 'musicxml' | 'mei';
  /** The score's XML text (an .mxl's root file, unzipped). */
  content: string;
  title: string | null;
  composer: string | null;
  lyricist: string | null;
  arranger: string | null;
  parts: number;
  hasLyrics: boolean;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/** A compressed MusicXML file is a zip whose META-INF/container.xml names the score. */
function readMxl(bytes: Uint8Array): string {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new ImportFileError('not a valid .mxl archive (cannot unzip)');
  }
  const container = files['META-INF/container.xml'];
  let rootPath: string | undefined;
  if (container) {
    const tree = parser.parse(strFromU8(container)) as XmlNode;
    rootPath =
      findAll(tree, 'rootfile')
        .map((node) => attributeOf(node, 'full-path'))
        .find(Boolean) ?? undefined;
  }
  rootPath ??= Object.keys(files).find(
    (name) => !name.startsWith('META-INF/') && /\.(xml|musicxml)$/i.test(name),
  );
  const root = rootPath ? files[rootPath] : undefined;
  if (!root) throw new ImportFileError('the .mxl archive holds no MusicXML score');
  return decodeText(root);
}

/** The first well-formedness error, as 'line L: message', or null (saxes is a strict XML parser). */
function findXmlError(content: string): string | null {
  const parser = new SaxesParser();
  let firstError: string | null = null;
  parser.on('error', (error) => {
    firstError ??= error.message.replace(
      /^(?:[^:]*:)?(\d+):(\d+): (.*?)\.?$/,
      'line $1, column $2: $3',
    );
  });
  parser.write(content).close();
  return firstError;
}

function creatorOf(identification: unknown, ...types: string[]): string | null {
  return firstText(
    findAll(identification, 'creator').filter((node) =>
      types.includes(attributeOf(node, 'type') ?? ''),
    ),
  );
}

function readMusicXml(root: XmlNode, content: string): Omit<ScoreFile, 'format' | 'content'> {
  const work = findAll(root, 'work');
  const titleCredits = findAll(root, 'credit').filter(
    (credit) => isNode(credit) && textOf(credit['credit-type']) === 'title',
  );
  const identification = findAll(root, 'identification')[0];
  return {
    title:
      firstText(findAll(work, 'work-title')) ??
      textOf(root['movement-title']) ??
      firstText(findAll(titleCredits, 'credit-words')),
    composer: creatorOf(identification, 'composer'),
    lyricist: creatorOf(identification, 'lyricist', 'poet'),
    arranger: creatorOf(identification, 'arranger'),
    parts: findAll(root['part-list'], 'score-part').length,
    hasLyrics: /<lyric[\s>]/.test(content),
  };
}

function personWithRole(head: unknown, role: string): string | null {
  const byRole = findAll(head, 'persName').filter((node) => attributeOf(node, 'role') === role);
  return (
    firstText(byRole) ??
    firstText(findAll(findAll(head, role), 'persName')) ??
    firstText(findAll(head, role))
  );
}

function readMei(root: XmlNode, content: string): Omit<ScoreFile, 'format' | 'content'> {
  const head = root.meiHead;
  return {
    title:
      firstText(findAll(findAll(head, 'titleStmt'), 'title')) ?? firstText(findAll(head, 'title')),
    composer: personWithRole(head, 'composer'),
    lyricist: personWithRole(head, 'lyricist'),
    arranger: personWithRole(head, 'arranger'),
    parts: Math.max(1, new Set(content.match(/<staffDef\b[^>]*\bn="(\d+)"/g) ?? []).size),
    hasLyrics: /<(verse|syl)[\s>]/.test(content),
  };
}

/** Reads and checks one score file; a problem is an ImportFileError with the reason. */
export async function readScoreFile(filePath: string): Promise<ScoreFile> {
  const extension = path.extname(filePath).toLowerCase();
  if (!(SCORE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new ImportFileError(
      `unsupported file type '${extension || 'none'}' (MusicXML .xml/.musicxml/.mxl or MEI .mei)`,
    );
  }
  const bytes = await readFile(filePath);
  const content = extension === '.mxl' ? readMxl(bytes) : decodeText(bytes);
  if (!content.trim()) throw new ImportFileError('the file is empty');
  const xmlError = findXmlError(content);
  if (xmlError) throw new ImportFileError(`not well-formed XML (${xmlError})`);
  const tree = parser.parse(content) as XmlNode;
  const rootName = Object.keys(tree).find((key) => !key.startsWith('?') && !key.startsWith('!'));
  if (!rootName) throw new ImportFileError('no root element');
  const rootValue = tree[rootName];
  const root = isNode(rootValue) ? rootValue : {};
  if (rootName === 'score-partwise' || rootName === 'score-timewise') {
    const score = readMusicXml(root, content);
    if (score.parts === 0 || findAll(root, 'measure').length === 0)
      throw new ImportFileError('the score has no parts or measures');
    return { format: 'musicxml', content, ...score };
  }
  if (rootName === 'mei') {
    if (findAll(root, 'music').length === 0)
      throw new ImportFileError('the MEI file has no <music> element');
    return { format: 'mei', content, ...readMei(root, content) };
  }
  throw new ImportFileError(
    `root element <${rootName}> is neither MusicXML (score-partwise, score-timewise) nor MEI (mei)`,
  );
}
