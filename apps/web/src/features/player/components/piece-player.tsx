import { contentClientMessages, type Product } from '@cadenza/domain';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { mediaUrl } from '../../../lib/media-url';
import { contentPackageQuery, type LoadedPackage } from '../../../lib/content-package-api';
import { piecePracticeQueryOptions } from '../../../lib/piece-practice-api';
import { useIsAuthenticated } from '../../../lib/session-store';
import { KeepPageInPlace } from './keep-page-in-place';
import { PieceFirstPage } from './pre-rendered-page';
import { ScorePlayer } from './score-player';
import styles from './player.module.css';

export interface PiecePlayerProps {
  product: Product;
  /** Whether the viewer may have the full package (the page knows the subscription). */
  isPermitted: boolean;
  /** Whether this device can run the pitch-shift variant (Web Audio). */
  canPitchShift?: boolean;
  /** The server refused the full package although the viewer looked entitled. */
  onRefused?: () => void;
}

/**
 * The piece page's practice tools: the score (full, or the preview's first bars) rendered by
 * Verovio with its player. Loaded lazily by the page, and only when the product has a package.
 */
export function PiecePlayer({
  product,
  isPermitted,
  canPitchShift = true,
  onRefused,
}: PiecePlayerProps) {
  const query = useQuery(
    contentPackageQuery({
      productId: product.id,
      packageUrl: product.package?.url ?? null,
      previewPackageUrl: product.previewPackage?.url ?? null,
      isPermitted,
    }),
  );
  // A signed-in person's key, tempo and place are asked for beside the package, not after it.
  const isSignedIn = useIsAuthenticated();
  useQuery({ ...piecePracticeQueryOptions(product.id), enabled: isSignedIn });
  const wasRefused = query.data?.wasRefused === true;
  useEffect(() => {
    if (wasRefused) onRefused?.();
  }, [wasRefused, onRefused]);
  // The page stays where it is on screen when the package's player takes the loading frame's place.
  return (
    <KeepPageInPlace holds={query.isPending}>
      {piecePlayerContent(query, product, canPitchShift)}
    </KeepPageInPlace>
  );
}

/** What the piece player shows for the state of its package's query. */
function piecePlayerContent(
  query: UseQueryResult<LoadedPackage>,
  product: Product,
  canPitchShift: boolean,
): ReactNode {
  // The server's page 1 is asked for at once, alongside the package (same frame, same size).
  if (query.isPending) return <PieceFirstPage productId={product.id} />;
  if (query.isError) return <p className={styles.error}>{errorMessage(query.error)}</p>;
  const { contentPackage } = query.data;
  if (contentPackage.kind !== 'score')
    return <p className={styles.error}>{contentClientMessages.productNotFound(product.id)}</p>;
  // Too short for an honest preview: the page's subscribe prompt is all there is to show.
  if (contentPackage.isPreview && contentPackage.measureCount === 0) return null;
  if (contentPackage.isTooLargeForBrowser)
    return (
      <p className={styles.error} role="alert">
        This score is too long to open in the browser ({contentPackage.fullMeasureCount} bars). Its
        practice tools are not available here.
      </p>
    );
  const variant =
    canPitchShift && product.featureFlags.includes('pitch-shift') ? 'pitch-shift' : 'standard';
  return (
    <div data-testid="piece-player" data-preview={contentPackage.isPreview ? 'true' : 'false'}>
      {contentPackage.isPreview && (
        <p className={styles.note}>
          Preview: the first {contentPackage.measureCount} of {contentPackage.fullMeasureCount}{' '}
          bars.
        </p>
      )}
      <ScorePlayer
        scorePackage={contentPackage}
        variant={variant}
        pronunciationUrl={
          !contentPackage.isPreview && product.pronunciationAudio
            ? mediaUrl(product.pronunciationAudio.url)
            : null
        }
      />
    </div>
  );
}
