import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { pageFromParam, sortFromParam, sortParamOf } from '../result-pages';

/**
 * The page of results and the column sort the URL holds (`?page=`, `?sort=`). When the page
 * changes, the window goes back to the top and the focus to the heading (`headingRef`, which
 * needs tabIndex -1), so the new page is read from its start.
 */
export function useResultPage() {
  const [searchParams] = useSearchParams();
  const page = pageFromParam(searchParams.get('page'));
  const order = sortFromParam(searchParams.get('sort'));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo(0, 0);
    headingRef.current?.focus();
  }, [page]);
  return { page, order, sortParam: sortParamOf(order), headingRef };
}
