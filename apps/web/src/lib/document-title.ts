import { useEffect } from 'react';
import { useIsPreview } from './preview-context';
import { PRODUCT_NAME } from './product';

export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets the browser tab title while the calling page is shown (not when it is a preview). */
export function useDocumentTitle(pageTitle?: string): void {
  const isPreview = useIsPreview();
  useEffect(() => {
    if (!isPreview) document.title = formatDocumentTitle(pageTitle);
  }, [pageTitle, isPreview]);
}
