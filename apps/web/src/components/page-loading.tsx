import type { ReactNode } from 'react';

/**
 * A page on its way (its code or its data), announced once as 'Loading': a heading's
 * skeleton over text lines, or over the page's own shape (`CoverGridSkeleton`,
 * `ResultListSkeleton` of ui/skeleton) given as children. The heading and lines are drawn by
 * CSS alone: this is the first download's fallback, where every byte of script counts.
 */
export function PageLoading({ children }: { children?: ReactNode }) {
  return (
    <div role="status" className="ui-page-loading">
      <span className="visually-hidden">Loading</span>
      {children}
    </div>
  );
}
