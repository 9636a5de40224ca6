import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';
import styles from './page.module.css';

interface PageProps {
  /** The page heading; also the document title unless `documentTitle` is given. */
  heading: string;
  documentTitle?: string;
  children?: ReactNode;
}

/**
 * A page with its heading and document title. Pages whose issue has not landed yet render
 * only this.
 */
export function Page({ heading, documentTitle, children }: PageProps) {
  useDocumentTitle(documentTitle ?? heading);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      {children}
    </div>
  );
}
