import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { CatalogueDraftBuilder, productIdFor } from '@cadenza/music/catalogue-draft';
import { personFacts } from '@cadenza/music/demo';
import type { Database } from '../../../db/client.js';
import { withCatalogueLock, type CatalogueWriteRepository } from '../catalogue-write.repository.js';
import {
  METADATA_FILES,
  readMetadata,
  type MetadataEntry,
  type MetadataRow,
} from './read-metadata.js';
import { ImportFileError, readScoreFile, type ScoreFile } from './read-score-file.js';

export const DEFAULT_IMPORT_COLLECTION = 'Imported Library';

export type ImportOutcome =
  | { file: string; status: 'imported'; productId: string; title: string; details: string }
  | { file: string; status: 'unchanged'; productId: string }
  | { file: string; status: 'skipped'; reason: string };

/** A problem with the whole import (missing folder, unreadable metadata): nothing is imported. */
export class ImportFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFolderError';
  }
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .filter((file) => !(METADATA_FILES as readonly string[]).includes(file.toLowerCase()))
    .sort();
}

interface ReadyFile {
  file: string;
  score: ScoreFile;
  hash: string;
  row: MetadataRow | undefined;
}

/**
 * Imports every MusicXML/MEI file of a folder (with metadata.csv or metadata.json when present)
 * in one transaction. A score already imported (same content hash) is left as it is, so a
 * second run changes nothing; a broken or unsupported file is skipped with its reason.
 */
export async function importFolder(db: Database, folder: string): Promise<ImportOutcome[]> {
  const info = await stat(folder).catch(() => undefined);
  if (!info?.isDirectory()) throw new ImportFolderError(`${folder} is not a folder`);
  let metadata: Map<string, MetadataEntry>;
  try {
    metadata = await readMetadata(folder);
  } catch (error) {
    throw new ImportFolderError(
      `cannot read the metadata file: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const outcomes: ImportOutcome[] = [];
  const ready: ReadyFile[] = [];
  for (const file of await listFiles(folder)) {
    const entry = metadata.get(path.basename(file).toLowerCase());
    if (entry && !entry.ok) {
      outcomes.push({ file, status: 'skipped', reason: entry.reason });
      continue;
    }
    try {
      const score = await readScoreFile(path.join(folder, file));
      const hash = createHash('sha256').update(score.content).digest('hex');
      ready.push({ file, score, hash, row: entry?.row });
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      outcomes.push({ file, status: 'skipped', reason: error.message });
    }
  }
  const volumeDefault = path.basename(path.resolve(folder)) || 'Imported Scores';
  await withCatalogueLock(db, async (repository) => {
    const seen = new Map<string, string>();
    for (const item of ready) {
      const earlier = seen.get(item.hash);
      if (earlier) {
        outcomes.push({ file: item.file, status: 'skipped', reason: `same score as ${earlier}` });
        continue;
      }
      seen.set(item.hash, item.file);
      const existing = await repository.findProductIdBySourceKey(`import:${item.hash}`);
      if (existing) outcomes.push({ file: item.file, status: 'unchanged', productId: existing });
      else outcomes.push(await importScore(repository, item, volumeDefault));
    }
  });
  return outcomes.sort((a, b) => a.file.localeCompare(b.file));
}

async function importScore(
  repository: CatalogueWriteRepository,
  item: ReadyFile,
  volumeDefault: string,
): Promise<ImportOutcome> {
  const { score, row, hash } = item;
  const builder = new CatalogueDraftBuilder();
  const publisherId = row?.publisher ? builder.publisher(row.publisher) : null;
  const collectionTitle = row?.collection ?? DEFAULT_IMPORT_COLLECTION;
  const volumeTitle = row?.volume ?? volumeDefault;
  const collectionKey = `import:collection:${collectionTitle}`;
  const volumeKey = `import:volume:${collectionTitle}/${volumeTitle}`;
  const isNewCollection = !(await repository.findProductIdBySourceKey(collectionKey));
  const isNewVolume = !(await repository.findProductIdBySourceKey(volumeKey));
  const collection = builder.addProduct({
    type: 'collection',
    sourceKey: collectionKey,
    title: collectionTitle,
    publisherId,
  });
  const volume = builder.addProduct({
    type: 'volume',
    sourceKey: volumeKey,
    title: volumeTitle,
    subtitle: collectionTitle,
    publisherId,
  });
  if (isNewVolume) builder.link(collection, volume);

  const instrument = row?.instrument ?? (score.hasLyrics ? 'vocal' : 'piano');
  const title = row?.title ?? score.title ?? path.basename(item.file, path.extname(item.file));
  const piece = builder.addProduct({
    type: 'piece',
    sourceKey: `import:${hash}`,
    title,
    subtitle: row?.subtitle ?? null,
    publisherId,
    difficultyPiano:
      row?.difficulty_piano ?? (instrument === 'piano' ? row?.difficulty : undefined) ?? null,
    difficultyVocal:
      row?.difficulty_vocal ?? (instrument === 'vocal' ? row?.difficulty : undefined) ?? null,
    musicalKey: row?.key ?? null,
    language: row?.language ?? null,
    year: row?.year ?? null,
    featureFlags: instrument === 'vocal' ? ['pitch-shift'] : [],
    scoreRef: `import:${hash}`,
    recordingRef: `synth:import:${hash}`,
  });
  builder.link(volume, piece);
  const people: [Parameters<typeof builder.credit>[1], string | null | undefined][] = [
    ['composer', row?.composer ?? score.composer],
    ['lyricist', row?.lyricist ?? score.lyricist],
    ['arranger', row?.arranger ?? score.arranger],
    ['editor', row?.editor],
    ['translator', row?.translator],
  ];
  for (const [role, name] of people) if (name) builder.credit(piece, role, personFacts(name));

  const draft = builder.build();
  const skipIds = new Set([
    ...(isNewCollection ? [] : [collection.id]),
    ...(isNewVolume ? [] : [volume.id]),
  ]);
  const offsets = new Map<string, number>();
  for (const parentId of [collection.id, volume.id])
    offsets.set(parentId, await repository.countChildren(parentId));
  await repository.insertImportedScore({
    hash,
    format: score.format,
    content: score.content,
    fileName: path.basename(item.file),
  });
  await repository.insertDraft({
    ...draft,
    products: draft.products.filter((product) => !skipIds.has(product.id)),
    relations: draft.relations.map((relation) => ({
      ...relation,
      position: relation.position + (offsets.get(relation.parentId) ?? 0),
    })),
  });
  const details = [
    score.format === 'mei' ? 'MEI' : 'MusicXML',
    `${score.parts} part${score.parts === 1 ? '' : 's'}`,
    score.hasLyrics ? 'lyrics' : null,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    file: item.file,
    status: 'imported',
    productId: productIdFor(`import:${hash}`),
    title,
    details,
  };
}
