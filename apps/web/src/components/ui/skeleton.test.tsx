import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLoading } from '../page-loading';
import { CoverGridSkeleton, LoadingArea, ResultListSkeleton, Skeleton } from './skeleton';

describe('skeletons', () => {
  it('are hidden from screen readers, which hear the area’s status once', () => {
    render(
      <LoadingArea>
        <Skeleton shape="heading" />
        <Skeleton />
      </LoadingArea>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent(/^Loading$/);
    const placeholders = status.querySelectorAll('.ui-skeleton');
    expect(placeholders).toHaveLength(2);
    placeholders.forEach((placeholder) => {
      expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    });
    expect(placeholders[0]).toHaveClass('ui-skeleton--heading');
    expect(placeholders[1]).toHaveClass('ui-skeleton--line');
  });

  it('stand in for a page: one status, the text lines drawn by CSS, or the page’s shape', () => {
    const { container, rerender } = render(<PageLoading />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(container.querySelectorAll('.ui-skeleton')).toHaveLength(0);

    rerender(
      <PageLoading>
        <CoverGridSkeleton />
      </PageLoading>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/);
    expect(container.querySelectorAll('.ui-skeleton--cover')).toHaveLength(8);

    rerender(
      <PageLoading>
        <ResultListSkeleton />
      </PageLoading>,
    );
    expect(container.querySelectorAll('.ui-skeleton--cover')).toHaveLength(0);
    expect(container.querySelectorAll('.ui-skeleton--thumb')).toHaveLength(6);
  });
});
