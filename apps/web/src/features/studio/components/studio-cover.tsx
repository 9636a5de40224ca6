import {
  STUDIO_COVER_MAX_BYTES,
  studioCoverTypes,
  type StudioCoverType,
  type StudioProduct,
} from '@cadenza/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { FormError } from '../../../components/form/form-error';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { removeStudioCover, uploadStudioCover } from '../api/studio-api';
import styles from './studio.module.css';

const isCoverType = (type: string): type is StudioCoverType =>
  (studioCoverTypes as readonly string[]).includes(type);

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.replace(/^data:[^,]*,/, ''));
    };
    reader.onerror = () => {
      reject(new Error('The file could not be read.'));
    };
    reader.readAsDataURL(file);
  });
}

/** The product's cover: an uploaded image (PNG, JPEG or WebP, 1 MB at most) or the generated one. */
export function StudioCover({ product }: { product: StudioProduct }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function run(work: () => Promise<unknown>) {
    setIsBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(caught);
    } finally {
      setIsBusy(false);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isCoverType(file.type)) {
      setError(new Error('A cover image is a PNG, JPEG or WebP file.'));
      return;
    }
    if (file.size > STUDIO_COVER_MAX_BYTES) {
      setError(new Error('A cover image is at most 1024 KB.'));
      return;
    }
    const contentType = file.type;
    void run(async () => {
      await uploadStudioCover(queryClient, product.id, {
        contentType,
        data: await base64Of(file),
      });
    });
  }

  return (
    <section className={styles.fieldset} aria-label="Cover image">
      <h2 className={styles.muted}>Cover image</h2>
      {product.uploadedCover ? (
        <img src={product.uploadedCover} alt="The uploaded cover" className={styles.cover} />
      ) : (
        <p className={styles.muted}>The cover drawn from the product’s details is shown.</p>
      )}
      <div className={styles.row}>
        <label className={styles.fileLabel}>
          {product.uploadedCover ? 'Replace the cover' : 'Upload a cover'} (PNG, JPEG or WebP, at
          most 1 MB)
          <input
            type="file"
            accept={studioCoverTypes.join(',')}
            disabled={isBusy}
            onChange={choose}
          />
        </label>
        {product.uploadedCover && (
          <Button
            variant="secondary"
            isLoading={isBusy}
            onClick={() => void run(() => removeStudioCover(queryClient, product.id))}
          >
            Use the drawn cover
          </Button>
        )}
      </div>
      {error !== null && <FormError message={errorMessage(error)} />}
    </section>
  );
}
