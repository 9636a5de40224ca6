import { ContentArea } from './content-area';
import { Footer } from './footer';
import { MAIN_CONTENT_ID } from './layout';
import styles from './layout.module.css';

/** For the landing and notice pages: they bring their own header and hero. */
export function BareLayout() {
  return (
    <div className={styles.page}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        Skip to content
      </a>
      <ContentArea />
      <Footer />
    </div>
  );
}
