import { contentClientMessages, type Product } from '@cadenza/domain';
import { Suspense, type ReactNode } from 'react';
import { mediaUrl } from '../lib/media-url';
import { useViewerAccess } from '../features/subscription/hooks/use-viewer-access';
import {
  canViewFullContent,
  type ViewerAccess,
} from '../features/subscription/subscribe-prompt-kind';
import { LoadingArea, Skeleton } from '../components/ui/skeleton';
import { preloadable } from './lazy-page';

/*
 * The practice tools, composed into the product pages. Each tool is its own chunk, loaded only
 * when its page renders it: the landing page never downloads the player, Verovio, pdf.js or hls.js.
 */
const piecePlayer = preloadable(() =>
  import('../features/player/components/piece-player').then((m) => m.PiecePlayer),
);
const pieceFirstPage = preloadable(() =>
  import('../features/player/components/pre-rendered-page').then((m) => m.PieceFirstPage),
);
const videoPlayer = preloadable(() =>
  import('../features/video/components/video-player').then((m) => m.VideoPlayer),
);
const performanceVideoScreen = preloadable(() =>
  import('../features/performance-video/components/performance-video-screen').then(
    (m) => m.PerformanceVideoScreen,
  ),
);
const followingScore = preloadable(() =>
  import('../features/player/components/following-score').then((m) => m.FollowingScore),
);
const pdfReader = preloadable(() =>
  import('../features/reading/components/pdf-reader').then((m) => m.PdfReader),
);
const readingViewer = preloadable(() =>
  import('../features/reading/components/reading-viewer').then((m) => m.ReadingViewer),
);

/**
 * Each product page's tools, loaded with the page's own code (its route chunk waits for them):
 * the product often arrives first, and a tool still loading would hold the page behind its
 * loading state. The piece page waits only for its small first-page frame, which asks for the
 * server's page 1 while the player's code (started here too) is still loading.
 */
export const preloadPageTools = {
  piece: () => {
    piecePlayer.preload().catch(() => {
      // Asked again when the page renders the player (its error area reports a failure).
    });
    return pieceFirstPage.preload();
  },
  performance: () =>
    Promise.all([
      performanceVideoScreen.preload(),
      videoPlayer.preload(),
      followingScore.preload(),
    ]),
  video: () => videoPlayer.preload(),
  reading: () => Promise.all([pdfReader.preload(), readingViewer.preload()]),
};

/** The practice tool's code or the viewer's access on the way: its area, still empty. */
function Loading() {
  return (
    <LoadingArea label={contentClientMessages.loading}>
      <Skeleton shape="block" />
    </LoadingArea>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/** Whether the viewer may have the full content (spec §6); undefined while their account loads. */
export function isPermittedFor(viewer: ViewerAccess | null, product: Product): boolean | undefined {
  return viewer ? canViewFullContent(viewer, product.type) : undefined;
}

export function PieceMedia({ product, onRefused }: { product: Product; onRefused: () => void }) {
  const isPermitted = isPermittedFor(useViewerAccess(), product);
  // Page 1 as the server engraved it (it knows what this viewer may see) until the player is in.
  const firstPage = (
    <Lazy>
      <pieceFirstPage.Component productId={product.id} />
    </Lazy>
  );
  if (isPermitted === undefined) return firstPage;
  return (
    <Suspense fallback={firstPage}>
      <piecePlayer.Component product={product} isPermitted={isPermitted} onRefused={onRefused} />
    </Suspense>
  );
}

/** The playlist a video page plays: the product's own, else its top camera. */
export function videoSourceOf(product: Product): string | undefined {
  return (
    product.videoPlaylistUrl ?? product.videos.find((video) => video.perspective === 'top')?.url
  );
}

export function VideoMedia({ product, src }: { product: Product; src: string }) {
  return (
    <Lazy>
      <videoPlayer.Component
        src={mediaUrl(src)}
        poster={mediaUrl(product.coverImage.url)}
        title={product.title}
      />
    </Lazy>
  );
}

export function PerformanceMedia({
  product,
  isMultipleVideosOn,
}: {
  product: Product;
  isMultipleVideosOn: boolean;
}) {
  return (
    <Lazy>
      <performanceVideoScreen.Component
        product={product}
        isMultipleVideosOn={isMultipleVideosOn}
        renderVideo={(video) => (
          <Lazy>
            <videoPlayer.Component {...video} />
          </Lazy>
        )}
        renderScore={(playhead) => (
          <Lazy>
            <followingScore.Component product={product} {...playhead} />
          </Lazy>
        )}
      />
    </Lazy>
  );
}

export function ReadingMedia({ product }: { product: Product }) {
  const isPermitted = isPermittedFor(useViewerAccess(), product);
  if (isPermitted === undefined) return <Loading />;
  if (product.type === 'readingPdf') {
    return (
      <Lazy>
        <pdfReader.Component product={product} isPermitted={isPermitted} />
      </Lazy>
    );
  }
  return (
    <Lazy>
      <readingViewer.Component product={product} isPermitted={isPermitted} />
    </Lazy>
  );
}
