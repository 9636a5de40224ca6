import path from 'node:path';
import { importFolder, type ImportOutcome } from '../../modules/catalogue/import/import-folder.js';
import { requireRuntime, UsageError, type CliCommand } from '../command.js';

function describeOutcome(outcome: ImportOutcome): string {
  switch (outcome.status) {
    case 'imported':
      return `imported   ${outcome.file} → ${outcome.productId} "${outcome.title}" (${outcome.details})`;
    case 'unchanged':
      return `unchanged  ${outcome.file} (already imported as ${outcome.productId})`;
    case 'skipped':
      return `skipped    ${outcome.file}: ${outcome.reason}`;
  }
}

export const importCommand: CliCommand = {
  name: 'import',
  usage: 'import <folder>',
  description:
    'Import MusicXML (.xml, .musicxml, .mxl) and MEI (.mei) files, with metadata.csv or metadata.json when present. Safe to run again.',
  needsRuntime: true,
  async run(args, runtime) {
    const [folder, ...rest] = args;
    if (!folder || rest.length) throw new UsageError('give exactly one folder');
    const outcomes = await importFolder(requireRuntime(runtime).database.db, path.resolve(folder));
    for (const outcome of outcomes) console.log(describeOutcome(outcome));
    const count = (status: ImportOutcome['status']) =>
      outcomes.filter((outcome) => outcome.status === status).length;
    console.log(
      `${count('imported')} imported, ${count('unchanged')} unchanged, ${count('skipped')} skipped`,
    );
  },
};
