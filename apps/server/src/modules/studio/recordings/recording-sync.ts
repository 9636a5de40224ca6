import {
  studioSyncMessages,
  type StudioRecordingSync,
  type StudioRecordingSyncAnswer,
  type SyncMap,
} from '@cadenza/domain';
import { AppError } from '../../../http/app-error.js';
import type { Viewer } from '../../../http/viewer.js';

/** The piece's recording when it is an upload (the aligner's, or the last correction's map). */
export interface UploadedRecording {
  durationMs: number;
  syncMap: SyncMap;
}

export interface RecordingSyncDependencies {
  /** Checks the viewer may edit the product (404 otherwise), as the uploads do. */
  editable(viewer: Viewer | null, productId: string): Promise<unknown>;
  findUploadedRecording(productId: string): Promise<UploadedRecording | undefined>;
  /** Writes the map and moves the product's `updated_at` (and so the catalogue's version). */
  saveSyncMap(productId: string, syncMap: SyncMap): Promise<void>;
}

/** Where the score ends: the aligner's last point is at the score's end, and stays there. */
const scoreEndOf = (syncMap: SyncMap): number => syncMap.points.at(-1)?.[1] ?? 0;

/**
 * Why a corrected map cannot be the recording's, or null: points (1-based in the message)
 * rising in time and in score position, within the recording and the score, the last one at
 * the score's end.
 */
export function syncMapProblem(
  points: readonly (readonly [number, number])[],
  durationMs: number,
  scoreEnd: number,
): string | null {
  for (const [index, [ms, quarters]] of points.entries()) {
    const point = index + 1;
    const before = points[index - 1];
    if (before && (ms <= before[0] || quarters <= before[1]))
      return studioSyncMessages.notRising(point);
    if (ms > durationMs) return studioSyncMessages.afterRecording(point, ms, durationMs);
    if (quarters > scoreEnd) return studioSyncMessages.afterScore(point, quarters, scoreEnd);
  }
  if (points.at(-1)?.[1] !== scoreEnd) return studioSyncMessages.endsEarly(scoreEnd);
  return null;
}

/** Reading and correcting the sync map of a piece's uploaded recording. */
export function createRecordingSync(deps: RecordingSyncDependencies) {
  async function uploaded(viewer: Viewer | null, productId: string) {
    await deps.editable(viewer, productId);
    const recording = await deps.findUploadedRecording(productId);
    if (!recording) throw new AppError('notFound', studioSyncMessages.noUploadedRecording);
    return recording;
  }
  const answer = (recording: UploadedRecording): StudioRecordingSync => ({
    durationMs: recording.durationMs,
    scoreEndQuarters: scoreEndOf(recording.syncMap),
    syncMap: recording.syncMap,
  });

  return {
    async recordingSync(
      viewer: Viewer | null,
      productId: string,
    ): Promise<StudioRecordingSyncAnswer> {
      await deps.editable(viewer, productId);
      const recording = await deps.findUploadedRecording(productId);
      return { recording: recording ? answer(recording) : null };
    },

    /** Saves a corrected map; a refused one changes nothing. */
    async saveRecordingSync(
      viewer: Viewer | null,
      productId: string,
      syncMap: SyncMap,
    ): Promise<StudioRecordingSync> {
      const recording = await uploaded(viewer, productId);
      const problem = syncMapProblem(
        syncMap.points,
        recording.durationMs,
        scoreEndOf(recording.syncMap),
      );
      if (problem) throw new AppError('badRequest', problem);
      await deps.saveSyncMap(productId, syncMap);
      return answer({ durationMs: recording.durationMs, syncMap });
    },
  };
}
