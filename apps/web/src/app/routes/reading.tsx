import { ProductFrame } from '../../features/catalogue/components/product-frame';
import { ProductPageLoader } from '../../features/catalogue/components/product-page-loader';
import { AccessPrompt } from '../access-prompt';
import { ReadingMedia } from '../practice-tools';
import styles from './catalogue-pages.module.css';

export function ReadingPage() {
  return (
    <ProductPageLoader kind="readings">
      {({ product, volume }) => {
        const readings = volume?.features.readings ?? [];
        const isPdf = product.type === 'readingPdf';
        return (
          <ProductFrame
            product={product}
            parent={volume ?? product.parentProducts[0] ?? null}
            mediaLabel={isPdf ? 'PDF' : 'Reading'}
            prompt={<AccessPrompt product={product} itemName="further reading" />}
            media={product.package || product.pdf ? <ReadingMedia product={product} /> : undefined}
            {...(readings.length > 0
              ? { sideList: { title: 'Continue reading', items: readings } }
              : {})}
          >
            {!isPdf && volume && (
              <p className={styles.muted}>
                {volume.title}
                {product.composer ? ` · ${product.composer}` : ''}
              </p>
            )}
          </ProductFrame>
        );
      }}
    </ProductPageLoader>
  );
}
