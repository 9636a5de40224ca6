/*
 * The CLI import's report, read back from what `cli.js import` prints (describeOutcome in
 * apps/server/src/cli/commands/import.ts): a line per file, notes, then the counts.
 */

export type ImportLine =
  | { status: 'imported'; file: string; productId: string; title: string; details: string }
  | { status: 'merged'; file: string; productId: string; title: string; reason: string }
  | { status: 'refused'; file: string; reason: string };

export interface ParsedImport {
  lines: ImportLine[];
  notes: string[];
  /** The closing line's counts ('3 imported, 0 merged, 1 refused'), if printed. */
  summary?: { imported: number; merged: number; refused: number };
  /** Anything else printed (warnings, errors). */
  other: string[];
}

const IMPORTED = /^imported {2}(.+?) → (\S+) "(.*)" \((.*)\)$/;
const MERGED = /^merged {4}(.+?) → (\S+) "(.*?)": (.*)$/;
// A file's path ends in its extension; a reason may hold ': ' of its own.
const REFUSED = /^refused {3}(.+?\.[A-Za-z0-9]+): (.*)$/;
const NOTE = /^note {6}(.*)$/;
const SUMMARY = /^(\d+) imported, (\d+) merged, (\d+) refused$/;

export function parseImportOutput(output: string): ParsedImport {
  const parsed: ParsedImport = { lines: [], notes: [], other: [] };
  for (const line of output.split(/\r?\n/)) {
    if (!line.trim()) continue;
    let match: RegExpExecArray | null;
    if ((match = IMPORTED.exec(line)))
      parsed.lines.push({
        status: 'imported',
        file: match[1] ?? '',
        productId: match[2] ?? '',
        title: match[3] ?? '',
        details: match[4] ?? '',
      });
    else if ((match = MERGED.exec(line)))
      parsed.lines.push({
        status: 'merged',
        file: match[1] ?? '',
        productId: match[2] ?? '',
        title: match[3] ?? '',
        reason: match[4] ?? '',
      });
    else if ((match = REFUSED.exec(line)))
      parsed.lines.push({ status: 'refused', file: match[1] ?? '', reason: match[2] ?? '' });
    else if ((match = NOTE.exec(line))) parsed.notes.push(match[1] ?? '');
    else if ((match = SUMMARY.exec(line)))
      parsed.summary = {
        imported: Number(match[1]),
        merged: Number(match[2]),
        refused: Number(match[3]),
      };
    else parsed.other.push(line);
  }
  return parsed;
}

/**
 * A reason with what is particular to one file left out (file paths, quoted names, numbers), so
 * reasons of one kind are counted together.
 */
export function reasonKind(reason: string): string {
  return reason
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .replace(/[^\s"']+\.(?:mxl|xml|musicxml|mei|krn|abc|zip)\b/gi, '<file>')
    .replace(/\d+(?:[.,]\d+)*/g, 'N');
}

export interface ReasonGroup {
  kind: string;
  count: number;
  /** The first file of the kind, with its reason as given. */
  example: { file: string; reason: string };
}

/** Reasons grouped by kind (reasonKind), most frequent first. */
export function groupReasons(items: readonly { file: string; reason: string }[]): ReasonGroup[] {
  const groups = new Map<string, ReasonGroup>();
  for (const item of items) {
    const kind = reasonKind(item.reason);
    const group = groups.get(kind);
    if (group) group.count += 1;
    else groups.set(kind, { kind, count: 1, example: { file: item.file, reason: item.reason } });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}
