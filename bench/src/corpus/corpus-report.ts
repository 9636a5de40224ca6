import type { ImportLine } from './import-report.js';
import { groupReasons } from './import-report.js';
import type { PieceVisit } from './visit-piece.js';

export interface ImportedSet {
  label: string;
  files: number;
  lines: ImportLine[];
  notes: string[];
  seconds: number;
  peakRssMb: number | undefined;
}

export interface VisitedPiece extends PieceVisit {
  title: string;
  file: string;
  fileBytes: number;
  productId: string;
}

const count = (lines: readonly ImportLine[], status: ImportLine['status']) =>
  lines.filter((line) => line.status === status).length;
const fit = (text: string, width: number) =>
  (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width);
const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(0));
const whole = (value: number) => value.toLocaleString('en');
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The import's counts per set and in all, and the refusals (and merges) by kind. */
export function printImport(sets: readonly ImportedSet[]): void {
  const lines = sets.flatMap((set) => set.lines);
  const files = sets.reduce((sum, set) => sum + set.files, 0);
  console.log('\n### Import (the CLI, one fresh PGlite data folder)\n');
  for (const set of sets)
    console.log(
      `${fit(set.label, 28)} ${whole(count(set.lines, 'imported')).padStart(5)} imported ${whole(count(set.lines, 'merged')).padStart(4)} merged ${whole(count(set.lines, 'refused')).padStart(4)} refused of ${whole(set.files)} files in ${set.seconds.toFixed(0)} s (${(set.seconds / Math.max(1, set.files)).toFixed(2)} s a file), peak RSS ${set.peakRssMb === undefined ? 'unknown' : `${set.peakRssMb.toFixed(0)} MB`}`,
    );
  console.log(
    `${fit('in all', 28)} ${whole(count(lines, 'imported')).padStart(5)} imported ${whole(count(lines, 'merged')).padStart(4)} merged ${whole(count(lines, 'refused')).padStart(4)} refused of ${whole(files)} files`,
  );
  for (const status of ['refused', 'merged'] as const) {
    const items = lines.flatMap((line) =>
      line.status === status ? [{ file: line.file, reason: line.reason }] : [],
    );
    if (!items.length) continue;
    console.log(`\n${status === 'refused' ? 'Refused' : 'Merged'}, by reason:`);
    for (const group of groupReasons(items))
      console.log(
        `  ${String(group.count).padStart(4)} × ${group.kind}\n         e.g. ${group.example.file}: ${group.example.reason}`,
      );
  }
  const notes = sets.flatMap((set) => set.notes);
  if (notes.length) {
    console.log(`\nNotes (${String(notes.length)}):`);
    for (const note of notes.slice(0, 10)) console.log(`  ${note}`);
    if (notes.length > 10) console.log(`  … and ${String(notes.length - 10)} more`);
  }
}

/** A line per piece visited, then the counts, the slowest and every failure with its reason. */
export function printVisits(pieces: readonly VisitedPiece[], sampleOf: number): void {
  console.log(
    `\n### In the browser (1440×900, subscriber, piano sound of the player; ${String(pieces.length)} of ${whole(sampleOf)} imported pieces)\n`,
  );
  console.log(
    `${'title'.padEnd(36)} ${'composer'.padEnd(24)} ${'file KB'.padStart(7)} ${'bars'.padStart(5)} ${'notes'.padStart(6)} ${'outcome'.padEnd(8)} ${'1st page ms'.padStart(11)} ${'loaded ms'.padStart(9)} ${'played'.padEnd(6)} errors`,
  );
  for (const piece of pieces)
    console.log(
      `${fit(piece.title, 36)} ${fit(piece.composer ?? '—', 24)} ${(piece.fileBytes / 1024).toFixed(0).padStart(7)} ${String(piece.measures ?? '—').padStart(5)} ${String(piece.notes ?? '—').padStart(6)} ${piece.outcome.padEnd(8)} ${ms(piece.firstPageMs).padStart(11)} ${ms(piece.loadedMs).padStart(9)} ${(piece.played === null ? '—' : piece.played ? 'yes' : 'no').padEnd(6)} ${String(piece.consoleErrors.length)}`,
    );
  const rendered = pieces.filter((piece) => piece.outcome === 'rendered');
  const played = pieces.filter((piece) => piece.played);
  console.log(
    `\nRendered ${String(rendered.length)} of ${String(pieces.length)} (errors ${String(pieces.filter((piece) => piece.outcome === 'error').length)}, timeouts ${String(pieces.filter((piece) => piece.outcome === 'timeout').length)}); played ${String(played.length)} of ${String(pieces.length)}`,
  );
  const firstPages = pieces.flatMap((piece) => piece.firstPageMs ?? []);
  const loaded = rendered.flatMap((piece) => piece.loadedMs ?? []);
  if (loaded.length)
    console.log(
      `Median first page ${ms(median(firstPages))} ms, median loaded ${ms(median(loaded))} ms (indicative: a shared, loaded machine)`,
    );
  console.log('\nSlowest to load:');
  for (const piece of [...rendered]
    .sort((a, b) => (b.loadedMs ?? 0) - (a.loadedMs ?? 0))
    .slice(0, 5))
    console.log(
      `  ${ms(piece.loadedMs).padStart(7)} ms  ${piece.title} (${piece.file}, ${String(piece.notes ?? '?')} notes)`,
    );
  const failures = pieces.filter((piece) => piece.outcome !== 'rendered' || !piece.played);
  if (failures.length) {
    console.log('\nFailures:');
    for (const piece of failures)
      console.log(
        `  ${piece.title} (${piece.file}, /pieces/${piece.productId}): ${piece.outcome === 'rendered' ? `not played: ${piece.playProblem ?? '?'}` : `${piece.outcome}: ${piece.problem ?? '?'}`}`,
      );
  }
  const errors = pieces.flatMap((piece) =>
    piece.consoleErrors.map((error) => ({ file: piece.file, reason: error })),
  );
  if (errors.length) {
    console.log(`\nConsole errors (${String(errors.length)}), by kind:`);
    for (const group of groupReasons(errors))
      console.log(`  ${String(group.count).padStart(4)} × ${group.example.reason}`);
  }
}
