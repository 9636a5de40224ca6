import { useCallback, useState } from 'react';
import { ProductFrame } from '../../features/catalogue/components/product-frame';
import { ProductPageLoader } from '../../features/catalogue/components/product-page-loader';
import { PieceLibraryActions } from '../../features/library/components/piece-library-actions';
import { SetlistSequence } from '../../features/library/components/setlist-sequence';
import { AccessPrompt } from '../access-prompt';
import { PieceMedia } from '../practice-tools';

const EXPLORE_FURTHER_COUNT = 12;

export function PiecePage() {
  // The server refused the full score to a viewer who looked subscribed: show the fault message.
  const [isRefused, setRefused] = useState(false);
  const refuse = useCallback(() => {
    setRefused(true);
  }, []);
  return (
    <ProductPageLoader kind="pieces">
      {({ product, volume }) => (
        <SetlistSequence productId={product.id}>
          <ProductFrame
            product={product}
            parent={volume ?? product.parentProducts[0] ?? null}
            mediaLabel="Score"
            isScoreFirst
            prompt={
              <AccessPrompt product={product} itemName="score" isFullAccessDenied={isRefused} />
            }
            media={
              product.package ? <PieceMedia product={product} onRefused={refuse} /> : undefined
            }
            {...(volume ? { sideList: { title: volume.title, items: volume.pieces } } : {})}
            exploreFurther={(volume?.shuffledPieces ?? [])
              .filter((piece) => piece.id !== product.id)
              .slice(0, EXPLORE_FURTHER_COUNT)}
          >
            <PieceLibraryActions productId={product.id} />
          </ProductFrame>
        </SetlistSequence>
      )}
    </ProductPageLoader>
  );
}
