import { contentClientMessages } from '@cadenza/domain';
import { Suspense } from 'react';
import { LoadingArea, Skeleton } from '../components/ui/skeleton';
import type { SyncScoreProps } from '../features/player/components/sync-score';
import { preloadable } from './lazy-page';

const syncScore = preloadable(() =>
  import('../features/player/components/sync-score').then((m) => m.SyncScore),
);

/**
 * The score above the studio's sync editor: the player's own rendering, composed here (features
 * do not import each other) as a chunk of its own, so the edit page loads Verovio only when it
 * has a sync to correct.
 */
export function renderSyncScore(props: SyncScoreProps) {
  return (
    <Suspense
      fallback={
        <LoadingArea label={contentClientMessages.loading}>
          <Skeleton shape="block" />
        </LoadingArea>
      }
    >
      <syncScore.Component {...props} />
    </Suspense>
  );
}
