import type { ReactNode } from 'react';
import { ContentArea } from './content-area';
import { Footer } from './footer';
import { Header, type HeaderVariant } from './header';
import styles from './layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

interface LayoutProps {
  header?: HeaderVariant;
  theme?: 'light' | 'dark';
  /** The app header's search field. */
  search?: ReactNode;
}

/** Header, the routed page, footer. */
export function Layout({ header = 'app', theme = 'light', search }: LayoutProps) {
  const className = theme === 'dark' ? `${styles.page} theme-dark` : styles.page;
  return (
    <div className={className}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        Skip to content
      </a>
      <Header variant={header} search={search} />
      <main id={MAIN_CONTENT_ID} className={styles.main}>
        <ContentArea />
      </main>
      <Footer />
    </div>
  );
}
