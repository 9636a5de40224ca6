import { offerImageTypes, OFFER_IMAGE_MAX_BYTES, type OfferImageType } from '@cadenza/domain';
import { useId, useState } from 'react';
import { formStyles } from '../../../components/form/form-error';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { consoleActions } from '../api/console-api';
import styles from './console.module.css';

interface OfferImageFieldProps {
  label: string;
  value: { url: string } | null;
  onChange: (value: { url: string } | null) => void;
  error?: string | undefined;
}

const isImageType = (type: string): type is OfferImageType =>
  (offerImageTypes as readonly string[]).includes(type);

/** Reads a file as base64 (without the data URL's prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.replace(/^data:[^,]*,/, ''));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('the file could not be read'));
    };
    reader.readAsDataURL(file);
  });
}

/**
 * An offer page's image: the current one, a file chosen to replace it (uploaded at once to
 * the media store, checked there), or none.
 */
export function OfferImageField({ label, value, onChange, error }: OfferImageFieldProps) {
  const id = useId();
  const [isUploading, setIsUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(file: File) {
    setUploadError(null);
    if (!isImageType(file.type)) {
      setUploadError('Choose a PNG, JPEG, WebP or GIF file.');
      return;
    }
    if (file.size > OFFER_IMAGE_MAX_BYTES) {
      setUploadError('The image is larger than 1 MB.');
      return;
    }
    setIsUploading(true);
    try {
      onChange(await consoleActions.uploadImage(file.type, await base64Of(file)));
    } catch (failure) {
      setUploadError(errorMessage(failure));
    } finally {
      setIsUploading(false);
    }
  }

  const shownError = uploadError ?? error;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <div className={styles.row}>
        {value ? (
          <img src={value.url} alt="" className={styles.thumb} />
        ) : (
          <span className={styles.muted}>None</span>
        )}
        <input
          id={id}
          type="file"
          accept={offerImageTypes.join(',')}
          disabled={isUploading}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        {value && (
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              onChange(null);
            }}
          >
            Remove
          </Button>
        )}
      </div>
      {isUploading && <p className={styles.muted}>Uploading…</p>}
      {shownError && (
        <p role="alert" className={formStyles.error}>
          {shownError}
        </p>
      )}
    </div>
  );
}
