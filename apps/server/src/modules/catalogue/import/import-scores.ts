import { createHash } from 'node:crypto';
import path from 'node:path';
import { CatalogueDraftBuilder, productIdFor } from '@cadenza/music/catalogue-draft';
import type { PersonRole } from '@cadenza/domain';
import type { Database } from '../../../db/client.js';
import { withCatalogueLock, type CatalogueWriteRepository } from '../catalogue-write.repository.js';
import { chooseTitle, titleKey } from './choose-title.js';
import { ImportFileError } from './import-file-error.js';
import { createPersonResolver, type PersonResolver } from './person-resolver.js';
import {
  isMetadataSheetName,
  matchMetadata,
  parseMetadataSheet,
  type MetadataRow,
  type MetadataSheet,
} from './read-metadata.js';
import { readScoreFile, SOURCE_FORMAT_NAMES, type ScoreFile } from './read-score-file.js';
import type { ScoreCheck } from './score-check.js';
import type { CheckedScore } from './score-check-tasks.js';
import {
  createScoreImportRepository,
  type ScoreImportRepository,
} from './score-import.repository.js';
import { ImportFolderError, type ScoreSource } from './score-sources.js';
import { distinctTitle, sourceNumbersOf } from './version-title.js';

export const DEFAULT_IMPORT_COLLECTION = 'Imported Library';

export type ImportOutcome =
  | { file: string; status: 'imported'; productId: string; title: string; details: string }
  /** Already in the catalogue: the same file (the same content). */
  | { file: string; status: 'merged'; productId: string; title: string; reason: string }
  | { file: string; status: 'refused'; reason: string };

export interface ImportReport {
  outcomes: ImportOutcome[];
  /** About the import as a whole: sheet rows that name no file. */
  notes: string[];
}

export interface ImportOptions {
  /** Verovio's reading of each score (a worker thread's, see score-check.ts). */
  check: ScoreCheck;
  /** The imprint every piece is filed under (a publisher's own); else each row's publisher. */
  imprint?: { id: string; name: string } | null;
  /**
   * Whether the products it makes (pieces, and the volumes and collections new to them) are
   * published at once (the CLI's, the default) or drafts to publish in the studio.
   */
  published?: boolean;
  /** The collection volumes go in unless the sheet names one. */
  collection?: string;
  /** A sheet given apart from the files (it replaces a metadata.csv/.tsv/.json among them). */
  sheet?: { name: string; text: string };
  /** Told each file's outcome as soon as it is known, with how many files there are. */
  onOutcome?: (outcome: ImportOutcome, index: number, total: number) => Promise<void> | void;
}

/**
 * The metadata sheet among the files: at the root, or in the one folder at the top that holds
 * everything (a zip of a folder).
 */
function sheetInSource(files: readonly string[]): string | undefined {
  const tops = new Set(files.map((file) => (file.includes('/') ? file.split('/')[0] : '')));
  const top = tops.size === 1 ? [...tops][0] : '';
  return files.find(
    (file) =>
      isMetadataSheetName(path.basename(file)) &&
      (path.dirname(file) === '.' || path.dirname(file) === top),
  );
}

async function readSheet(
  source: ScoreSource,
  options: ImportOptions,
  inSource: string | undefined,
): Promise<MetadataSheet> {
  const given = options.sheet;
  try {
    if (given) return parseMetadataSheet(given.name, given.text);
    if (!inSource) return new Map();
    const text = new TextDecoder('utf-8').decode(await source.read(inSource));
    return parseMetadataSheet(inSource, text);
  } catch (error) {
    throw new ImportFolderError(
      `cannot read the metadata sheet: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * Imports the score files of a source one at a time (read, checked by Verovio, written in a
 * transaction of its own, then let go), so memory does not grow with the number of files and
 * a file that fails leaves the others in. Each file is imported, merged (the same content as a
 * piece already in) or refused with its reason. Rules: ARCHITECTURE.md,
 * "Score import".
 */
export async function importScores(
  db: Database,
  source: ScoreSource,
  options: ImportOptions,
): Promise<ImportReport> {
  const sheetFile = sheetInSource(source.files);
  const sheet = await readSheet(source, options, sheetFile);
  const files = source.files.filter((file) => file !== sheetFile);
  const metadata = matchMetadata(sheet, files);
  const persons = createPersonResolver();
  const seen = new Map<string, { file: string; productId: string; title: string }>();
  const outcomes: ImportOutcome[] = [];
  for (const [index, file] of files.entries()) {
    const outcome = await importOne(db, source, file, {
      entry: metadata.entryFor(file),
      seen,
      persons,
      options,
    });
    outcomes.push(outcome);
    await options.onOutcome?.(outcome, index, files.length);
  }
  return {
    outcomes,
    notes: metadata.unmatched.map((row) => `metadata row '${row}' names no file of the import`),
  };
}

interface FileContext {
  entry: ReturnType<ReturnType<typeof matchMetadata>['entryFor']>;
  seen: Map<string, { file: string; productId: string; title: string }>;
  persons: PersonResolver;
  options: ImportOptions;
}

async function importOne(
  db: Database,
  source: ScoreSource,
  file: string,
  context: FileContext,
): Promise<ImportOutcome> {
  const refuse = (reason: string): ImportOutcome => ({ file, status: 'refused', reason });
  const { entry, seen, persons, options } = context;
  if (entry && !entry.ok) return refuse(entry.reason);
  const row = entry?.row;
  let score: ScoreFile;
  let checked: CheckedScore;
  try {
    const bytes = await source.read(file);
    score = readScoreFile(file, bytes);
  } catch (error) {
    if (error instanceof ImportFileError) return refuse(error.message);
    return refuse(
      `cannot read the file (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const hash = createHash('sha256').update(score.text).digest('hex');
  const earlier = seen.get(hash);
  if (earlier)
    return {
      file,
      status: 'merged',
      productId: earlier.productId,
      title: earlier.title,
      reason: `same content as ${earlier.file}`,
    };
  const title = chooseTitle([row?.title, ...score.titles], file);
  if (!title)
    return refuse(
      score.titles.length
        ? `no title: the file's (${score.titles.map((t) => `"${t}"`).join(', ')}) is a placeholder or the file's name, and no metadata row gives one`
        : 'no title: the file names none and no metadata row gives one',
    );
  try {
    checked = await options.check(score);
  } catch (error) {
    if (error instanceof ImportFileError) return refuse(error.message);
    throw error;
  }
  try {
    const outcome = await withCatalogueLock(db, async (repository, tx) => {
      const existing = await repository.findProductIdBySourceKey(`import:${hash}`);
      if (existing) {
        const existingTitle = await createScoreImportRepository(tx).findProductTitle(existing);
        return {
          file,
          status: 'merged',
          productId: existing,
          title: existingTitle ?? title,
          reason: 'same content as a piece already imported',
        } as const;
      }
      return writePiece(repository, createScoreImportRepository(tx), {
        file,
        score,
        checked,
        hash,
        title,
        row,
        persons,
        options,
        sourceName: source.name,
      });
    });
    if (outcome.status !== 'refused')
      seen.set(hash, { file, productId: outcome.productId, title: outcome.title });
    return outcome;
  } catch (error) {
    persons.reset();
    throw error;
  }
}

interface PieceInput {
  file: string;
  score: ScoreFile;
  checked: CheckedScore;
  hash: string;
  title: string;
  row: MetadataRow | undefined;
  persons: PersonResolver;
  options: ImportOptions;
  sourceName: string;
}

type WriteRepository = CatalogueWriteRepository;

/** Writes one piece (in the import's transaction `db`). */
async function writePiece(
  repository: WriteRepository,
  db: ScoreImportRepository,
  input: PieceInput,
): Promise<ImportOutcome> {
  const { score, row, hash, options, file } = input;
  const notes: string[] = [];
  const people: [PersonRole, string | null | undefined][] = [
    ['composer', row?.composer ?? score.composer],
    ['lyricist', row?.lyricist ?? score.lyricist],
    ['arranger', row?.arranger ?? score.arranger],
    ['editor', row?.editor],
    ['translator', row?.translator],
  ];
  const credits: { role: PersonRole; personId: string; name: string }[] = [];
  for (const [role, name] of people) {
    if (!name) continue;
    const person = await input.persons.resolve(db, name);
    if (!person) continue;
    if (person.note) notes.push(person.note);
    credits.push({ role, ...person });
  }
  const composer = credits.find((credit) => credit.role === 'composer');

  const builder = new CatalogueDraftBuilder();
  const published = options.published ?? true;
  const imprintId = options.imprint?.id ?? null;
  const publisherId = imprintId ?? (row?.publisher ? builder.publisher(row.publisher) : null);
  const scope = imprintId ? `import:${imprintId}:` : 'import:';
  const collectionTitle = row?.collection ?? options.collection ?? DEFAULT_IMPORT_COLLECTION;
  // The set a piece belongs to is its volume: the sheet's, else the file's own set (a
  // song's work-title, told by the composer), else the import's name.
  const setTitle = row?.volume ? null : chooseTitle([score.setTitle], file);
  const volumeTitle = row?.volume ?? setTitle ?? input.sourceName;
  const collectionKey = `${scope}collection:${collectionTitle}`;
  const volumeKey = setTitle
    ? `${scope}set:${collectionTitle}/${composer?.personId ?? ''}/${titleKey(setTitle)}`
    : `${scope}volume:${collectionTitle}/${volumeTitle}`;
  const collection = builder.addProduct({
    type: 'collection',
    sourceKey: collectionKey,
    title: collectionTitle,
    publisherId,
    published,
  });
  const volume = builder.addProduct({
    type: 'volume',
    sourceKey: volumeKey,
    title: volumeTitle,
    subtitle: setTitle && composer ? composer.name : collectionTitle,
    publisherId,
    published,
  });
  const isNewCollection = !(await repository.findProductIdBySourceKey(collectionKey));
  const isNewVolume = !(await repository.findProductIdBySourceKey(volumeKey));

  // Another file of the same title in the volume is another version or song (the same content
  // was merged before this): a piece of its own, titled apart by the number the source gives.
  let title = input.title;
  if (!isNewVolume) {
    const taken = titlesOf(await db.listVolumePieces(volume.id), composer?.personId ?? null);
    if (taken.has(titleKey(title))) {
      const bare = title;
      title = distinctTitle(title, sourceNumbersOf(file, score.movementNumber), (candidate) =>
        taken.has(titleKey(candidate)),
      );
      notes.push(
        `titled apart from "${bare}" already in "${(await db.findProductTitle(volume.id)) ?? volumeTitle}"`,
      );
    }
  }
  if (isNewVolume) builder.link(collection, volume);

  const instrument = row?.instrument ?? (score.hasLyrics ? 'vocal' : 'piano');
  const piece = builder.addProduct({
    type: 'piece',
    sourceKey: `import:${hash}`,
    title,
    subtitle: row?.subtitle ?? null,
    publisherId,
    published,
    difficultyPiano:
      row?.difficulty_piano ?? (instrument === 'piano' ? row?.difficulty : undefined) ?? null,
    difficultyVocal:
      row?.difficulty_vocal ?? (instrument === 'vocal' ? row?.difficulty : undefined) ?? null,
    genres: row?.genres ?? [],
    musicalKey: row?.key ?? null,
    language: row?.language ?? null,
    year: row?.year ?? null,
    featureFlags: instrument === 'vocal' ? ['pitch-shift'] : [],
    scoreRef: `import:${hash}`,
    recordingRef: `synth:import:${hash}`,
  });
  builder.link(volume, piece);
  const draft = builder.build();
  const positions = new Map<PersonRole, number>();
  for (const credit of credits) {
    const position = positions.get(credit.role) ?? 0;
    if (draft.productPersons.some((p) => p.role === credit.role && p.personId === credit.personId))
      continue;
    positions.set(credit.role, position + 1);
    draft.productPersons.push({
      productId: piece.id,
      personId: credit.personId,
      role: credit.role,
      position,
    });
  }
  const skipIds = new Set([
    ...(isNewCollection ? [] : [collection.id]),
    ...(isNewVolume ? [] : [volume.id]),
  ]);
  const offsets = new Map<string, number>();
  for (const parentId of [collection.id, volume.id])
    offsets.set(parentId, await repository.countChildren(parentId));
  await repository.insertImportedScore({
    hash,
    format: input.checked.format,
    content: input.checked.content,
    fileName: path.basename(file),
  });
  await repository.insertDraft({
    ...draft,
    products: draft.products.filter((product) => !skipIds.has(product.id)),
    relations: draft.relations.map((relation) => ({
      ...relation,
      position: relation.position + (offsets.get(relation.parentId) ?? 0),
    })),
  });
  const source = row?.source ?? score.source;
  const licence = row?.licence ?? score.licence;
  if (source || licence) await db.setSourceAndLicence(piece.id, source ?? null, licence ?? null);
  const details = [
    SOURCE_FORMAT_NAMES[score.sourceFormat],
    `${score.parts} part${score.parts === 1 ? '' : 's'}`,
    score.hasLyrics ? 'lyrics' : null,
    ...notes,
  ]
    .filter(Boolean)
    .join(', ');
  return { file, status: 'imported', productId: productIdFor(`import:${hash}`), title, details };
}

/** The titles (spelling aside) of the volume's pieces by this composer (or by nobody named). */
function titlesOf(
  pieces: { id: string; title: string; composerIds: string[] }[],
  composerId: string | null,
): Set<string> {
  return new Set(
    pieces
      .filter((piece) =>
        composerId ? piece.composerIds.includes(composerId) : piece.composerIds.length === 0,
      )
      .map((piece) => titleKey(piece.title)),
  );
}
