import type { PieceSettings } from '@cadenza/domain';
import type { PiecePracticeRow, PracticeSettingsColumns } from './library.repository.js';

/** The settings a practice row holds, or null when it holds only practice time. */
export function toPieceSettings(row: PiecePracticeRow | undefined): PieceSettings | null {
  if (!row) return null;
  const { positionMs, bar, tempoPercent, transpose } = row;
  if (positionMs === null || bar === null || tempoPercent === null || transpose === null)
    return null;
  const loop =
    row.loopFrom !== null && row.loopTo !== null
      ? { from: row.loopFrom, to: row.loopTo, isOn: row.isLoopOn === true }
      : null;
  return { positionMs, bar, tempoPercent, transpose, loop };
}

export function toSettingsColumns(settings: PieceSettings): PracticeSettingsColumns {
  return {
    positionMs: settings.positionMs,
    bar: settings.bar,
    tempoPercent: settings.tempoPercent,
    transpose: settings.transpose,
    loopFrom: settings.loop?.from ?? null,
    loopTo: settings.loop?.to ?? null,
    isLoopOn: settings.loop ? settings.loop.isOn : null,
  };
}
