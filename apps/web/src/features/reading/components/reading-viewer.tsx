import { contentClientMessages, type Product, type ReadingPackage } from '@cadenza/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type MouseEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { contentPackageQuery } from '../../../lib/content-package-api';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import styles from './reading.module.css';

interface ReadingViewerProps {
  product: Product;
  isPermitted: boolean;
}

/** A reading's pages from its package (the first page only in a preview), with the page menu. */
export function ReadingViewer({ product, isPermitted }: ReadingViewerProps) {
  const query = useQuery(
    contentPackageQuery({
      productId: product.id,
      packageUrl: product.package?.url ?? null,
      previewPackageUrl: product.previewPackage?.url ?? null,
      isPermitted,
    }),
  );
  if (query.isPending) {
    return (
      <p className={styles.status} role="status">
        {contentClientMessages.loading}
      </p>
    );
  }
  if (query.isError) return <p className={styles.error}>{errorMessage(query.error)}</p>;
  const { contentPackage } = query.data;
  if (contentPackage.kind !== 'reading')
    return <p className={styles.error}>{contentClientMessages.productNotFound(product.id)}</p>;
  // Too short for an honest preview: the page's subscribe prompt is all there is to show.
  if (contentPackage.navigation.length === 0) return null;
  return <ReadingPages readingPackage={contentPackage} />;
}

/** The selected page resets when the reader leaves (component state, spec §4). */
function ReadingPages({ readingPackage }: { readingPackage: ReadingPackage }) {
  const { navigation, files } = readingPackage;
  const [selected, setSelected] = useState(navigation[0]?.href ?? '');
  const top = useRef<HTMLDivElement>(null);
  const current = navigation.find((item) => item.href === selected) ?? navigation[0];
  const html = current ? (files[current.href]?.data ?? '') : '';
  const pageHrefs = useMemo(() => new Set(navigation.map((item) => item.href)), [navigation]);

  /** A link to another page of the reading (an uploaded reading's) opens that page here. */
  function followPageLink(event: MouseEvent<HTMLDivElement>) {
    if (!(event.target instanceof Element)) return;
    const href = event.target.closest('a')?.getAttribute('href');
    if (!href || !pageHrefs.has(href)) return;
    event.preventDefault();
    setSelected(href);
    top.current?.scrollIntoView({ block: 'nearest' });
  }

  return (
    <div className={styles.reading} data-testid="reading-viewer" ref={top}>
      {navigation.length > 1 && (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className={`${styles.dropdownTrigger} ${styles.navigation}`}>
            {current?.title ?? 'Contents'} ▾
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className={styles.dropdownContent} align="start" sideOffset={4}>
              {navigation.map((item) => (
                <DropdownMenu.Item
                  key={item.href}
                  className={styles.dropdownItem}
                  data-selected={item.href === current?.href ? 'true' : 'false'}
                  onSelect={() => {
                    setSelected(item.href);
                  }}
                >
                  {item.title}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
      {/* Clicks on the page's own links (Enter on a link clicks it too) are handled here. */}
      <div
        className={styles.markup}
        onClick={followPageLink}
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(html, pageHrefs) }}
      />
    </div>
  );
}
