import type { Product } from '@cadenza/domain';
import { Fragment, useMemo, type ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../lib/paths';
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

/** Each genre a search for it, as the studio tagged the product. */
function genreLinks(genres: readonly string[]): ReactNode {
  return genres.map((genre, index) => (
    <Fragment key={genre}>
      {index > 0 && ', '}
      <AppLink to={paths.search.href({ q: genre })}>{genre}</AppLink>
    </Fragment>
  ));
}

export function ProductDetails({ product }: { product: Product }) {
  const description = useMemo(
    () => (product.description ? sanitizeHtml(product.description) : null),
    [product.description],
  );
  const facts: [string, ReactNode][] = [
    ...personLabels.flatMap(([key, label]): [string, string][] =>
      product.persons[key].length > 0 ? [[label, product.persons[key].join(', ')]] : [],
    ),
    ...(product.featuredArtist ? [['Artist', product.featuredArtist] as [string, string]] : []),
    ...(product.musicalKey ? [['Key', product.musicalKey] as [string, string]] : []),
    ...(product.language ? [['Language', product.language] as [string, string]] : []),
    ...(product.year ? [['Year', String(product.year)] as [string, string]] : []),
    ...(product.genres.length > 0
      ? [
          [product.genres.length === 1 ? 'Genre' : 'Genres', genreLinks(product.genres)] as [
            string,
            ReactNode,
          ],
        ]
      : []),
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
