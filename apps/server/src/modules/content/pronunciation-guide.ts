import {
  pronunciationTimingsSchema,
  type Pronunciation,
  type PronunciationTimings,
  type Translation,
} from '@cadenza/domain';
import type { MediaAssetRow } from './content.repository.js';

/**
 * The lines' timings kept with a guide made line by line (its sync map); undefined for a guide
 * that is one clip: recorded elsewhere, or made here before guides were made line by line (the
 * demo-media jobs make those again: see `findGuidesWithoutLines`).
 */
export function guideTimingsOf(
  asset: Pick<MediaAssetRow, 'syncMap'>,
): PronunciationTimings | undefined {
  const parsed = pronunciationTimingsSchema.safeParse(asset.syncMap);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A full package's guide: its length, and its lines when they are the translation's lines, one
 * for one (a guide made from another reading of the text plays as one clip, never beside the
 * wrong line).
 */
export function packagePronunciation(
  asset: Pick<MediaAssetRow, 'syncMap' | 'durationMs'> | undefined,
  translation: Translation | null,
): Pronunciation | null {
  if (!asset?.durationMs) return null;
  const lines = guideTimingsOf(asset)?.lines ?? [];
  const isSameText =
    translation !== null &&
    lines.length === translation.lines.length &&
    lines.every((line, index) => line.text === translation.lines[index]?.original);
  return { durationMs: asset.durationMs, lines: isSameText ? lines : [] };
}
