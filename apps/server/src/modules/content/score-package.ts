import {
  BROWSER_SCORE_MAX_BYTES,
  productMediaPaths,
  syncMapSchema,
  type ScorePackage,
  type Translation,
} from '@cadenza/domain';
import type { LoadedScore } from '@cadenza/music/scores';
import type { MediaAssetRow } from './content.repository.js';
import { packagePronunciation } from './pronunciation-guide.js';
import type { ScoreFacts } from './score-preview.js';

export interface FullScorePackageInput {
  productId: string;
  score: LoadedScore;
  facts: ScoreFacts;
  recording: MediaAssetRow | undefined;
  translation: Translation | null;
  /** The pronunciation guide, once made (only for a piece with one). */
  pronunciation: MediaAssetRow | undefined;
}

/**
 * A full package: the whole score, its recording once made, the sung text's translation and the
 * pronunciation guide's lines once it is made. A score too large for the browser's viewer is not sent: the package says so instead.
 */
export function buildFullScorePackage(input: FullScorePackageInput): ScorePackage {
  const isTooLargeForBrowser =
    Buffer.byteLength(input.score.content, 'utf8') > BROWSER_SCORE_MAX_BYTES;
  const syncMap = input.recording?.syncMap
    ? syncMapSchema.safeParse(input.recording.syncMap)
    : undefined;
  const recording =
    input.recording?.durationMs && syncMap?.success
      ? {
          url: productMediaPaths.recording(input.productId),
          durationMs: input.recording.durationMs,
          syncMap: syncMap.data,
        }
      : null;
  return {
    kind: 'score',
    productId: input.productId,
    isPreview: false,
    format: input.score.format,
    score: isTooLargeForBrowser ? '' : input.score.content,
    measureCount: input.facts.fullMeasureCount,
    fullMeasureCount: input.facts.fullMeasureCount,
    recording,
    translation: input.translation,
    pronunciation: packagePronunciation(input.pronunciation, input.translation),
    ...(isTooLargeForBrowser ? { isTooLargeForBrowser } : {}),
  };
}

/**
 * A preview package: the first bars only (none for a piece too short to have an honest
 * preview), synthesised by the player: no recording, no translation, no pronunciation guide.
 */
export function buildScorePreviewPackage(productId: string, facts: ScoreFacts): ScorePackage {
  return {
    kind: 'score',
    productId,
    isPreview: true,
    format: facts.format,
    score: facts.preview.content,
    measureCount: facts.preview.measureCount,
    fullMeasureCount: facts.fullMeasureCount,
    recording: null,
    translation: null,
    pronunciation: null,
  };
}
