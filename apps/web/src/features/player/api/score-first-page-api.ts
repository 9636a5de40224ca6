import { productMediaPaths } from '@cadenza/domain';
import { queryOptions } from '@tanstack/react-query';
import { mediaUrl } from '../../../lib/media-url';
import { registerMusicFont, splitSvgStyles } from '../score/svg-styles';

/**
 * The score's first page as the server engraved it for this viewer size (the whole score's for a
 * subscriber, the preview's otherwise: the server decides), with its styles moved out as the
 * worker's pages are; null when the server has none. Only a stand-in: any failure is null too.
 */
export function scoreFirstPageQuery(options: { productId: string; width: number; height: number }) {
  const { productId, width, height } = options;
  return queryOptions({
    queryKey: ['score-first-page', productId, width, height],
    staleTime: Infinity,
    // Kept a while unobserved: the package's loading frame asks first, the viewer takes it over.
    gcTime: 60_000,
    retry: false,
    // No abort signal: the loading frame's observer goes when the viewer's comes, and a signal
    // would cancel the request between them only to send it again.
    queryFn: async (): Promise<string | null> => {
      try {
        const path = productMediaPaths.scoreFirstPage(productId, { width, height });
        const response = await fetch(mediaUrl(path), { credentials: 'include' });
        // 204: the score has no page to stand in (too large for the browser, too short).
        if (!response.ok || response.status === 204) return null;
        const { svg, fontBase64 } = splitSvgStyles(await response.text());
        if (fontBase64) await registerMusicFont(fontBase64).catch(() => undefined);
        return svg;
      } catch {
        return null;
      }
    },
  });
}
