import type { ProductSummary } from '@cadenza/domain';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/** Product cards in rows that fill the width; the last row keeps the same column sizes. */
export function ProductGrid({
  products,
  label,
}: {
  products: readonly ProductSummary[];
  label?: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
