import type { Product, ProductSummary } from '@cadenza/domain';
import { AppLink } from '../../../components/app-link';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { productHref } from '../product-href';
import styles from './product-frame.module.css';

interface ProductHeaderProps {
  product: Product;
  /** The parent shown under the title: the volume, or a performance's masterclass. */
  parent: ProductSummary | null;
}

export function ProductHeader({ product, parent }: ProductHeaderProps) {
  const parentHref = parent ? productHref(parent) : null;
  const byline = [product.composer, product.featuredArtist].filter(Boolean).join(' · ');
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        <h1 className={styles.title}>{product.title}</h1>
        {byline && <p className={styles.byline}>{byline}</p>}
        {parent && (
          <p className={styles.parent}>
            From {parentHref ? <AppLink to={parentHref}>{parent.title}</AppLink> : parent.title}
          </p>
        )}
      </div>
      <CopyLinkButton />
    </header>
  );
}
