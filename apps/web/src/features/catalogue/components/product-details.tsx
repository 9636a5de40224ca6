import type { Product } from '@cadenza/domain';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import styles from './product-frame.module.css';

const personLabels = [
  ['composers', 'Composer'],
  ['arrangers', 'Arranger'],
  ['lyricists', 'Lyricist'],
  ['editors', 'Editor'],
  ['selectors', 'Selector'],
  ['translators', 'Translator'],
] as const;

export function ProductDetails({ product }: { product: Product }) {
  const description = useMemo(
    () => (product.description ? sanitizeHtml(product.description) : null),
    [product.description],
  );
  const facts: [string, string][] = [
    ...personLabels.flatMap(([key, label]): [string, string][] =>
      product.persons[key].length > 0 ? [[label, product.persons[key].join(', ')]] : [],
    ),
    ...(product.featuredArtist ? [['Artist', product.featuredArtist] as [string, string]] : []),
    ...(product.musicalKey ? [['Key', product.musicalKey] as [string, string]] : []),
    ...(product.language ? [['Language', product.language] as [string, string]] : []),
    ...(product.year ? [['Year', String(product.year)] as [string, string]] : []),
    ...(product.orgName ? [['Publisher', product.orgName] as [string, string]] : []),
    ...(product.source ? [['Source', product.source] as [string, string]] : []),
    ...(product.licence ? [['Licence', product.licence] as [string, string]] : []),
  ];
  return (
    <section className={styles.details} aria-label="Details">
      {description && (
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: description }} />
      )}
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {product.copyright && <p className={styles.copyright}>{product.copyright}</p>}
    </section>
  );
}
