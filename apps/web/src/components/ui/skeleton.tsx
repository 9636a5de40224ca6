import type { ReactNode } from 'react';

export type SkeletonShape = 'line' | 'heading' | 'block' | 'cover' | 'thumb';

/** A grey placeholder in the shape of content still loading (decorative: see `LoadingArea`). */
export function Skeleton({
  shape = 'line',
  isShort = false,
}: {
  shape?: SkeletonShape;
  /** A line that ends early, as a paragraph's last. */
  isShort?: boolean;
}) {
  const look = `ui-skeleton ui-skeleton--${shape}`;
  return <span className={isShort ? `${look} ui-skeleton--short` : look} aria-hidden="true" />;
}

/**
 * Content on its way: skeletons in its shape, announced once as busy to screen readers
 * ('Loading', read from the status) rather than every placeholder.
 */
export function LoadingArea({
  label = 'Loading',
  children,
  className,
}: {
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}

const GRID_ITEMS = [0, 1, 2, 3, 4, 5, 6, 7];
const LIST_ROWS = [0, 1, 2, 3, 4, 5];

/** Covers with their title and byline, as catalogue pages lay them out. */
export function CoverGridSkeleton() {
  return (
    <div className="ui-skeleton-grid">
      {GRID_ITEMS.map((item) => (
        <div key={item} className="ui-skeleton-card">
          <Skeleton shape="cover" />
          <Skeleton />
          <Skeleton isShort />
        </div>
      ))}
    </div>
  );
}

/** Rows with a small cover and two lines, as results and browse lists lay them out. */
export function ResultListSkeleton() {
  return (
    <div className="ui-skeleton-list">
      {LIST_ROWS.map((row) => (
        <div key={row} className="ui-skeleton-row">
          <Skeleton shape="thumb" />
          <div className="ui-skeleton-row__text">
            <Skeleton />
            <Skeleton isShort />
          </div>
        </div>
      ))}
    </div>
  );
}
