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

/** The page's main landmark (the skip link's target), set out as every app page is. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} className={styles.main}>
      {children}
    </main>
  );
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
      <MainContent>
        <ContentArea />
      </MainContent>
      <Footer />
    </div>
  );
}
