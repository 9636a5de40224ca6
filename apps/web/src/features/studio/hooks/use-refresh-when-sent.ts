import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UploadStage } from './use-file-upload';

/**
 * Once an upload to a product's studio section is sent, everything outside the studio (the
 * catalogue, search) and that section's own query (`['studio', section, productId]`) ask again.
 */
export function useRefreshWhenSent<T>(
  stage: UploadStage<T>,
  section: string,
  productId: string,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (stage.kind !== 'sent') return;
    void queryClient.invalidateQueries({
      predicate: (q) =>
        q.queryKey[0] !== 'studio' || (q.queryKey[1] === section && q.queryKey[2] === productId),
    });
  }, [stage.kind, section, productId, queryClient]);
}
