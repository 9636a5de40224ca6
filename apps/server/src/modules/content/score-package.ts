import {
  previewMeasureCount,
  productMediaPaths,
  syncMapSchema,
  type ScorePackage,
  type Translation,
} from '@cadenza/domain';
import type { LoadedScore } from '../catalogue/scores/score-library.types.js';
import type { MediaAssetRow } from './content.repository.js';
import { countMeasures, cutScore } from './score-preview.js';

export interface ScorePackageInput {
  productId: string;
  score: LoadedScore;
  isPreview: boolean;
  recording: MediaAssetRow | undefined;
  translation: Translation | null;
}

/** A full package has the whole score and its recording; a preview only the first bars, synthesised. */
export function buildScorePackage(input: ScorePackageInput): ScorePackage {
  const fullMeasureCount = countMeasures(input.score);
  const measures = input.isPreview ? previewMeasureCount(fullMeasureCount) : fullMeasureCount;
  const score = input.isPreview ? cutScore(input.score, measures) : input.score;
  const syncMap = input.recording?.syncMap
    ? syncMapSchema.safeParse(input.recording.syncMap)
    : undefined;
  const recording =
    !input.isPreview && input.recording?.durationMs && syncMap?.success
      ? {
          url: productMediaPaths.recording(input.productId),
          durationMs: input.recording.durationMs,
          syncMap: syncMap.data,
        }
      : null;
  return {
    kind: 'score',
    productId: input.productId,
    isPreview: input.isPreview,
    format: score.format,
    score: score.content,
    measureCount: measures,
    fullMeasureCount,
    recording,
    translation: input.isPreview ? null : input.translation,
  };
}
