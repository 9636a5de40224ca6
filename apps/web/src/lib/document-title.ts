import { useEffect } from 'react';
import { PRODUCT_NAME } from './product';

export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets the browser tab title while the calling page is shown. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle);
  }, [pageTitle]);
}
