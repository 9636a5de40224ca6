import type { StudioRecordingSync, SyncMap } from '@cadenza/domain';
import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';

/**
 * What the sync editor corrects: an uploaded recording's map, or an uploaded film's (the same
 * shape, the same rules on the server), the sound it times, and how a correction is saved.
 */
export interface SyncSource {
  /** The product whose score the map ties the sound to (drawn above the waveform). */
  productId: string;
  /** The sync as it is; null when there is none to correct (the editor then shows nothing). */
  query: UseQueryOptions<StudioRecordingSync | null, Error, StudioRecordingSync | null, string[]>;
  /** The sound the map times, fetched with the staff's session and decoded by Web Audio. */
  audioUrl: string;
  /** Saves a corrected map; the answer becomes the editor's. */
  save(queryClient: QueryClient, syncMap: SyncMap): Promise<StudioRecordingSync>;
  /** What a save says once it is done. */
  savedText: string;
}
