import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import { decodeScoreText } from './decode-score-text.js';
import { ImportFileError } from './import-file-error.js';
import { attributeOf, findAll, firstText, isNode, textOf, type XmlNode } from './xml-tree.js';

export { ImportFileError } from './import-file-error.js';

export const SCORE_EXTENSIONS = ['.xml', '.musicxml', '.mxl', '.mei', '.krn', '.abc'] as const;

/** The formats a file may come in; Humdrum and ABC are kept as the MEI Verovio makes of them. */
export type SourceFormat = 'musicxml' | 'mei' | 'humdrum' | 'abc';

export const SOURCE_FORMAT_NAMES: Record<SourceFormat, string> = {
  musicxml: 'MusicXML',
  mei: 'MEI',
  humdrum: 'Humdrum',
  abc: 'ABC',
};

export interface ScoreFile {
  sourceFormat: SourceFormat;
  /** The file's text, decoded (an .mxl's root file, unzipped): what its hash is taken of. */
  text: string;
  /** The piece's own title candidates, best first (a movement's title before its set's). */
  titles: string[];
  /** The set the piece belongs to, when the file names one apart from the piece's title. */
  setTitle: string | null;
  /** Its number within the set as the file gives it ('2b'), if it does. */
  movementNumber: string | null;
  composer: string | null;
  lyricist: string | null;
  arranger: string | null;
  source: string | null;
  licence: string | null;
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
    const tree = parser.parse(decodeScoreText(container, 'xml')) as XmlNode;
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
  return decodeScoreText(root, 'xml');
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

const sameTitle = (a: string, b: string) =>
  a.toLowerCase().replace(/\W+/g, '') === b.toLowerCase().replace(/\W+/g, '');

type Facts = Omit<ScoreFile, 'sourceFormat' | 'text'>;

function readMusicXml(root: XmlNode, content: string): Facts {
  const movement = textOf(root['movement-title']);
  const work = firstText(findAll(findAll(root, 'work'), 'work-title'));
  const credit = firstText(
    findAll(
      findAll(root, 'credit').filter(
        (node) => isNode(node) && textOf(node['credit-type']) === 'title',
      ),
      'credit-words',
    ),
  );
  const identification = findAll(root, 'identification')[0];
  return {
    // A song of a set: its own title is the movement's; the work's is the set's.
    titles: [movement, work, credit].filter((title): title is string => Boolean(title)),
    setTitle: movement && work && !sameTitle(movement, work) ? work : null,
    movementNumber: textOf(root['movement-number']),
    composer: creatorOf(identification, 'composer'),
    lyricist: creatorOf(identification, 'lyricist', 'poet'),
    arranger: creatorOf(identification, 'arranger'),
    source: firstText(findAll(identification, 'source')),
    licence: firstText(findAll(identification, 'rights')),
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

function readMei(root: XmlNode, content: string): Facts {
  const head = root.meiHead;
  const title =
    firstText(findAll(findAll(head, 'titleStmt'), 'title')) ?? firstText(findAll(head, 'title'));
  return {
    titles: title ? [title] : [],
    setTitle: null,
    movementNumber: null,
    composer: personWithRole(head, 'composer'),
    lyricist: personWithRole(head, 'lyricist'),
    arranger: personWithRole(head, 'arranger'),
    source: firstText(findAll(findAll(head, 'sourceDesc'), 'title')),
    licence:
      firstText(findAll(findAll(head, 'availability'), 'useRestrict')) ??
      firstText(findAll(head, 'availability')),
    parts: Math.max(1, new Set(content.match(/<staffDef\b[^>]*\bn="(\d+)"/g) ?? []).size),
    hasLyrics: /<(verse|syl)[\s>]/.test(content),
  };
}

/** Humdrum reference records: `!!!OTL: title` (the first of each key). */
function readHumdrum(content: string): Facts {
  const records = new Map<string, string>();
  for (const match of content.matchAll(/^!!!([A-Za-z]{2,4})[^:]*:\s*(.+?)\s*$/gm)) {
    const [, key = '', value = ''] = match;
    if (value && !records.has(key.toUpperCase())) records.set(key.toUpperCase(), value);
  }
  const interpretation = /^\*\*.*$/m.exec(content)?.[0].split('\t') ?? [];
  const title = records.get('OTL') ?? null;
  const set = records.get('OPR') ?? null;
  return {
    titles: [title, records.get('OTP') ?? null].filter((t): t is string => Boolean(t)),
    setTitle: set && title && !sameTitle(set, title) ? set : null,
    movementNumber: records.get('ONM') ?? records.get('OMV') ?? null,
    composer: records.get('COM') ?? null,
    lyricist: records.get('LYR') ?? records.get('TXA') ?? null,
    arranger: records.get('LAR') ?? null,
    source: records.get('SMS') ?? records.get('YOR') ?? null,
    licence: records.get('YEM') ?? records.get('YEC') ?? null,
    parts: Math.max(1, interpretation.filter((spine) => spine === '**kern').length),
    hasLyrics: interpretation.some((spine) => spine === '**text' || spine === '**silbe'),
  };
}

/** ABC header fields (`T:title`); the first tune's, as Verovio shows the first tune. */
function readAbc(content: string): Facts {
  const fields = new Map<string, string[]>();
  for (const match of content.matchAll(/^([A-Za-z]):\s*(.*?)\s*$/gm)) {
    const [, key = '', value = ''] = match;
    if (value) fields.set(key, [...(fields.get(key) ?? []), value]);
  }
  const first = (key: string) => fields.get(key)?.[0] ?? null;
  return {
    titles: fields.get('T') ?? [],
    setTitle: null,
    movementNumber: null,
    composer: first('C'),
    lyricist: null,
    arranger: null,
    source: first('S'),
    licence: null,
    parts: Math.max(1, new Set(fields.get('V')?.map((voice) => voice.split(/\s/)[0])).size),
    hasLyrics: fields.has('w') || fields.has('W'),
  };
}

function formatOf(extension: string): 'xml' | 'humdrum' | 'abc' {
  if (extension === '.krn') return 'humdrum';
  if (extension === '.abc') return 'abc';
  return 'xml';
}

/**
 * Reads and checks one score file from its bytes (`file` is its path in the upload, for its
 * type); a problem is an ImportFileError with the reason. Whether Verovio can read it is
 * checked apart (`checkWithVerovio`), off the event loop.
 */
export function readScoreFile(file: string, bytes: Uint8Array): ScoreFile {
  const extension = path.extname(file).toLowerCase();
  if (!(SCORE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new ImportFileError(
      `unsupported file type '${extension || 'none'}' (MusicXML .xml/.musicxml/.mxl, MEI .mei, Humdrum .krn or ABC .abc)`,
    );
  }
  const kind = formatOf(extension);
  const text = extension === '.mxl' ? readMxl(bytes) : decodeScoreText(bytes, kind);
  if (!text.trim()) throw new ImportFileError('the file is empty');
  if (kind === 'humdrum') {
    if (!/^\*\*\w+/m.test(text))
      throw new ImportFileError('not a Humdrum file (no **kern or other spine)');
    return { sourceFormat: 'humdrum', text, ...readHumdrum(text) };
  }
  if (kind === 'abc') {
    if (!/^X:/m.test(text) || !/^K:/m.test(text))
      throw new ImportFileError('not an ABC tune (no X: and K: header)');
    return { sourceFormat: 'abc', text, ...readAbc(text) };
  }
  const xmlError = findXmlError(text);
  if (xmlError) throw new ImportFileError(`not well-formed XML (${xmlError})`);
  const tree = parser.parse(text) as XmlNode;
  const rootName = Object.keys(tree).find((key) => !key.startsWith('?') && !key.startsWith('!'));
  if (!rootName) throw new ImportFileError('no root element');
  const rootValue = tree[rootName];
  const root = isNode(rootValue) ? rootValue : {};
  if (rootName === 'score-partwise' || rootName === 'score-timewise') {
    const score = readMusicXml(root, text);
    if (score.parts === 0 || findAll(root, 'measure').length === 0)
      throw new ImportFileError('the score has no parts or measures');
    return { sourceFormat: 'musicxml', text, ...score };
  }
  if (rootName === 'mei') {
    if (findAll(root, 'music').length === 0)
      throw new ImportFileError('the MEI file has no <music> element');
    return { sourceFormat: 'mei', text, ...readMei(root, text) };
  }
  throw new ImportFileError(
    `root element <${rootName}> is neither MusicXML (score-partwise, score-timewise) nor MEI (mei)`,
  );
}
