import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { signUpSubscriber } from '../../e2e/support/practice.js';
import {
  printImport,
  printVisits,
  type ImportedSet,
  type VisitedPiece,
} from './corpus/corpus-report.js';
import { chooseSample } from './corpus/corpus-sample.js';
import { liederSheet, quartetSheet, type SheetRow } from './corpus/corpus-sheet.js';
import { runImport } from './corpus/run-import.js';
import { visitPiece } from './corpus/visit-piece.js';
import { startBuiltServer } from './server-process.js';

const root = path.resolve(import.meta.dirname, '../..');
const DEFAULT_SAMPLE = 60;

interface CorpusSet {
  label: string;
  folder: string;
  collection: string;
  files: string[];
  sheet: SheetRow[];
  isQuartets: boolean;
}

/** A folder's files as the importer lists them: relative, '/' separators, no hidden ones, sorted. */
function listFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/** The corpus's two sets, as found under `corpusDir` (../shared/corpus/README.md). */
function findSets(corpusDir: string): CorpusSet[] {
  const sets: CorpusSet[] = [];
  const lieder = path.join(corpusDir, 'openscore-lieder');
  if (existsSync(path.join(lieder, 'scores'))) {
    const folder = path.join(lieder, 'scores');
    const files = listFiles(folder);
    const read = (name: string) => readFileSync(path.join(lieder, 'data', name), 'utf8');
    const sheet = liederSheet(
      { scores: read('scores.tsv'), sets: read('sets.tsv'), composers: read('composers.tsv') },
      files,
    );
    console.log(
      `OpenScore Lieder: ${files.length.toLocaleString('en')} files, ${sheet.withScoreRow.toLocaleString('en')} of them with a row in data/scores.tsv (matched by the id in the file's name)`,
    );
    sets.push({
      label: 'OpenScore Lieder',
      folder,
      collection: 'OpenScore Lieder',
      files,
      sheet: sheet.rows,
      isQuartets: false,
    });
  }
  const quartets = path.join(corpusDir, 'openscore-quartets', 'scores');
  if (existsSync(quartets)) {
    const files = listFiles(quartets);
    sets.push({
      label: 'OpenScore String Quartets',
      folder: quartets,
      collection: 'OpenScore String Quartets',
      files,
      sheet: quartetSheet(files),
      isQuartets: true,
    });
  }
  return sets;
}

/**
 * Real public-domain scores (the corpus beside the repository, never part of it): each set
 * imported with the CLI into a fresh data folder with a metadata sheet made from its tables,
 * then a sample of the imported pieces opened in Chromium as a subscriber (rendered? played?),
 * on a server that makes no recordings (DEMO_MEDIA=false).
 */
export async function benchCorpus(): Promise<void> {
  const corpusDir = path.resolve(process.env.CORPUS_DIR ?? path.join(root, '../shared/corpus'));
  console.log(`\n## Real scores: the corpus at ${corpusDir}\n`);
  const sets = findSets(corpusDir);
  if (!sets.length) {
    console.log(
      'No corpus there (openscore-lieder/scores or openscore-quartets/scores; set CORPUS_DIR): nothing measured.',
    );
    return;
  }
  const sampleSize = Number(process.env.CORPUS_SAMPLE ?? DEFAULT_SAMPLE);
  if (!Number.isInteger(sampleSize) || sampleSize < 0)
    throw new Error(
      `CORPUS_SAMPLE must be a whole number, not '${String(process.env.CORPUS_SAMPLE)}'`,
    );
  const work = mkdtempSync(path.join(tmpdir(), 'cadenza-corpus-'));
  const dataDir = path.join(work, 'data');
  mkdirSync(dataDir);
  const keep = process.env.CORPUS_KEEP_DATA === '1';
  try {
    const imported: ImportedSet[] = [];
    for (const set of sets) {
      const sheet = path.join(work, `${set.collection.replace(/\W+/g, '-')}.json`);
      await writeFile(sheet, JSON.stringify(set.sheet, null, 1));
      console.log(`Importing ${set.label} (${set.files.length.toLocaleString('en')} files) …`);
      const run = await runImport({
        dataDir,
        folder: set.folder,
        sheet,
        collection: set.collection,
      });
      await writeFile(sheet.replace(/\.json$/, '-import.txt'), run.output);
      for (const line of run.other.slice(0, 20)) console.log(`  (printed) ${line}`);
      imported.push({
        label: set.label,
        files: set.files.length,
        lines: run.lines,
        notes: run.notes,
        seconds: run.seconds,
        peakRssMb: run.peakRssMb,
      });
    }
    printImport(imported);

    const pieces = sets.flatMap((set, index) =>
      (imported[index]?.lines ?? []).flatMap((line) =>
        line.status === 'imported'
          ? [
              {
                ...line,
                isQuartet: set.isQuartets,
                fileBytes: statSync(path.join(set.folder, line.file)).size,
              },
            ]
          : [],
      ),
    );
    const sample = chooseSample(pieces, sampleSize, (piece) => piece.isQuartet);
    if (!sample.length) return;
    const server = await startBuiltServer({
      DATA_DIR: dataDir,
      SEED_DEMO_LIBRARY: 'false',
      DEMO_MEDIA: 'false',
    });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const visited: VisitedPiece[] = [];
    try {
      const signUp = await browser.newContext({ baseURL: server.url });
      await signUpSubscriber(signUp.request, `bench-corpus-${String(Date.now())}@example.com`);
      const storageState = await signUp.storageState();
      await signUp.close();
      console.log(`\nOpening ${String(sample.length)} pieces one at a time …`);
      for (const [index, piece] of sample.entries()) {
        const visit = await visitPiece(browser, {
          url: `${server.url}/pieces/${piece.productId}`,
          productId: piece.productId,
          storageState,
        });
        visited.push({
          ...visit,
          title: piece.title,
          file: piece.file,
          fileBytes: piece.fileBytes,
          productId: piece.productId,
        });
        console.log(
          `  ${String(index + 1).padStart(3)}/${String(sample.length)} ${visit.outcome}${visit.played ? ', played' : visit.played === false ? ', not played' : ''} ${visit.loadedMs === undefined ? '' : `${visit.loadedMs.toFixed(0)} ms `}${piece.title}`,
        );
      }
    } finally {
      await browser.close();
      await server.stop();
    }
    printVisits(visited, pieces.length);
  } finally {
    if (keep)
      console.log(
        `\nThe data folder, the sheets and the import reports are kept (CORPUS_KEEP_DATA=1): ${work}`,
      );
    else rmSync(work, { recursive: true, force: true });
  }
}
