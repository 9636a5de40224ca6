import {
  BROWSER_SCORE_MAX_BYTES,
  productMediaPaths,
  recordingStemsSchema,
  syncMapSchema,
  videoPerspectives,
  type RecordingStems,
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
  /** The recording's stems, once made (only for a piece flagged 'stems'). */
  stems?: MediaAssetRow | undefined;
  translation: Translation | null;
  /** The pronunciation guide, once made (only for a piece with one). */
  pronunciation: MediaAssetRow | undefined;
  /** A performance's films with a sync map (uploaded, aligned to the score), by camera. */
  filmSync?: { variant: string; syncMap: unknown }[];
}

/** The films' sync maps a package offers: the cameras' whose map is well formed. */
function packageFilmSync(
  films: readonly { variant: string; syncMap: unknown }[],
): NonNullable<ScorePackage['filmSync']> {
  return films.flatMap(({ variant, syncMap }) => {
    const perspective = videoPerspectives.find((each) => each === variant);
    const parsed = syncMapSchema.safeParse(syncMap);
    return perspective && parsed.success ? [{ perspective, syncMap: parsed.data }] : [];
  });
}

const stemChannelsSchema = recordingStemsSchema.pick({ channels: true });

/** The stems a package offers: their URL and the staves of each channel, kept in their sync map. */
function packageStems(productId: string, stems: MediaAssetRow | undefined): RecordingStems | null {
  const parsed = stems ? stemChannelsSchema.safeParse(stems.syncMap) : undefined;
  return parsed?.success
    ? { url: productMediaPaths.recordingStems(productId), channels: parsed.data.channels }
    : null;
}

/**
 * A full package: the whole score, its recording once made (with its stems where made), the sung text's translation and the
 * pronunciation guide's lines once it is made. A score too large for the browser's viewer is not sent: the package says so instead.
 */
export function buildFullScorePackage(input: FullScorePackageInput): ScorePackage {
  const isTooLargeForBrowser =
    Buffer.byteLength(input.score.content, 'utf8') > BROWSER_SCORE_MAX_BYTES;
  const syncMap = input.recording?.syncMap
    ? syncMapSchema.safeParse(input.recording.syncMap)
    : undefined;
  const stems = packageStems(input.productId, input.stems);
  const filmSync = packageFilmSync(input.filmSync ?? []);
  const recording =
    input.recording?.durationMs && syncMap?.success
      ? {
          url: productMediaPaths.recording(input.productId),
          durationMs: input.recording.durationMs,
          syncMap: syncMap.data,
          ...(stems ? { stems } : {}),
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
    ...(filmSync.length ? { filmSync } : {}),
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
