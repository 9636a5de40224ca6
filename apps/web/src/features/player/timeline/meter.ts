import type { Meter } from './beats';

/** The first time signature of a MusicXML or MEI score (4/4 when it has none). */
export function readMeter(score: string): Meter {
  const musicXml = /<beats>\s*(\d+)\s*<\/beats>\s*<beat-type>\s*(\d+)\s*<\/beat-type>/.exec(score);
  const meiAttributes = /meter\.count="(\d+)"[^>]*meter\.unit="(\d+)"/.exec(score);
  const meiElement = /<meterSig\b[^>]*\bcount="(\d+)"[^>]*\bunit="(\d+)"/.exec(score);
  const match = musicXml ?? meiAttributes ?? meiElement;
  if (!match) return { count: 4, unit: 4 };
  const count = Number(match[1]);
  const unit = Number(match[2]);
  return count > 0 && unit > 0 ? { count, unit } : { count: 4, unit: 4 };
}
