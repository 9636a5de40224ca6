import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ImportOutcome, ImportReport } from '../../modules/catalogue/import/import-scores.js';
import { requireRuntime, UsageError, type CliCommand } from '../command.js';

export function describeOutcome(outcome: ImportOutcome): string {
  switch (outcome.status) {
    case 'imported':
      return `imported  ${outcome.file} → ${outcome.productId} "${outcome.title}" (${outcome.details})`;
    case 'merged':
      return `merged    ${outcome.file} → ${outcome.productId} "${outcome.title}": ${outcome.reason}`;
    case 'refused':
      return `refused   ${outcome.file}: ${outcome.reason}`;
  }
}

export function summarise(report: ImportReport): string {
  const count = (status: ImportOutcome['status']) =>
    report.outcomes.filter((outcome) => outcome.status === status).length;
  return `${count('imported')} imported, ${count('merged')} merged, ${count('refused')} refused`;
}

export const importCommand: CliCommand = {
  name: 'import',
  usage:
    'import <folder or .zip> [--metadata <sheet.csv|.tsv|.json>] [--collection <name>] [--imprint <organisation id>]',
  description:
    'Import MusicXML (.xml, .musicxml, .mxl), MEI (.mei), Humdrum (.krn) and ABC (.abc) files one at a time, with a metadata sheet (metadata.csv/.tsv/.json at the root, or --metadata). Prints each file imported, merged or refused and why. Safe to run again.',
  needsRuntime: true,
  async run(args, runtime) {
    let parsed;
    try {
      parsed = parseArgs({
        args,
        allowPositionals: true,
        options: {
          metadata: { type: 'string' },
          collection: { type: 'string' },
          imprint: { type: 'string' },
        },
      });
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    const [location, ...rest] = parsed.positionals;
    if (!location || rest.length) throw new UsageError('give exactly one folder or zip');
    const { scoreImport } = requireRuntime(runtime).services;
    const { metadata, collection, imprint: imprintId } = parsed.values;
    const imprint = imprintId ? await scoreImport.findImprint(imprintId) : null;
    if (imprintId && !imprint)
      throw new UsageError(`no imprint (organisation) with the id '${imprintId}'`);
    const sheet = metadata
      ? { name: path.basename(metadata), text: await readFile(path.resolve(metadata), 'utf8') }
      : undefined;
    const report = await scoreImport.importLocation(path.resolve(location), {
      imprint,
      ...(collection ? { collection } : {}),
      ...(sheet ? { sheet } : {}),
      onOutcome: (outcome) => {
        console.log(describeOutcome(outcome));
      },
    });
    for (const note of report.notes) console.log(`note      ${note}`);
    console.log(summarise(report));
  },
};
