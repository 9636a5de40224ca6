import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormError, formStyles } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { LoadFailure } from '../../../components/load-failure';
import { Button } from '../../../components/ui/button';
import { LoadingArea, ResultListSkeleton } from '../../../components/ui/skeleton';
import { tableStyles } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import {
  SCORE_ACCEPT,
  SHEET_ACCEPT,
  checkChosenFiles,
  checkSheet,
  fileProgress,
  uploadProblem,
  uploadScores,
  studioImportQueries,
  type ChosenFile,
} from '../api/studio-imports-api';
import type { UploadWithProgress } from '../api/upload-with-progress';
import { studioImportText } from '../studio-import-messages';
import { studioText } from '../studio-messages';
import styles from './studio.module.css';
import own from './studio-recording.module.css';

/** Rows of the chosen files shown at once (an upload may hold 2,000). */
const ROWS = 50;

type Stage =
  | { kind: 'choosing' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'refused'; message: string };

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${String(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The chosen files, a page at a time: each one's problem, or its upload's progress. */
function ChosenFiles({
  files,
  progress,
  onRemove,
}: {
  files: ChosenFile[];
  progress: number[] | null;
  onRemove: (path: string) => void;
}) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(files.length / ROWS));
  const current = Math.min(page, pages - 1);
  const shown = files.slice(current * ROWS, (current + 1) * ROWS);
  return (
    <div>
      <div className={tableStyles.scroll}>
        <table className={tableStyles.table}>
          <caption className="visually-hidden">Files to upload</caption>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Size</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((chosen, index) => {
              const share = progress?.[current * ROWS + index];
              return (
                <tr key={chosen.path}>
                  <td>{chosen.path}</td>
                  <td>{sizeOf(chosen.file.size)}</td>
                  <td>
                    {chosen.problem ? (
                      <span className={styles.jobError}>{chosen.problem}</span>
                    ) : share === undefined ? (
                      'Ready'
                    ) : share >= 1 ? (
                      studioImportText.uploaded
                    ) : (
                      <progress
                        max={1}
                        value={share}
                        aria-label={`${chosen.path} upload progress`}
                      />
                    )}
                  </td>
                  <td>
                    {progress === null && (
                      <Button
                        variant="ghost"
                        size="small"
                        aria-label={`Remove ${chosen.path}`}
                        onClick={() => {
                          onRemove(chosen.path);
                        }}
                      >
                        Remove
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <div className={styles.row}>
          <Button
            variant="secondary"
            size="small"
            disabled={current === 0}
            onClick={() => {
              setPage(current - 1);
            }}
          >
            Previous files
          </Button>
          <span className={styles.muted}>
            Files {current * ROWS + 1}–{Math.min(files.length, (current + 1) * ROWS)} of{' '}
            {files.length}
          </span>
          <Button
            variant="secondary"
            size="small"
            disabled={current >= pages - 1}
            onClick={() => {
              setPage(current + 1);
            }}
          >
            Next files
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The studio's score upload: files, a folder or a zip, an optional metadata sheet, where the
 * pieces go and whether they are published; each file's upload progress, then the import's
 * page (its progress and report).
 */
export function StudioImportForm() {
  const navigate = useNavigate();
  const imprints = useQuery(studioImportQueries.imprints);
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [sheet, setSheet] = useState<File | null>(null);
  const [sheetError, setSheetError] = useState<string | null>(null);
  const [collection, setCollection] = useState('');
  const [name, setName] = useState('');
  const [imprintId, setImprintId] = useState('');
  const [publish, setPublish] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'choosing' });
  const [tried, setTried] = useState(false);
  const upload = useRef<UploadWithProgress<{ id: string }> | null>(null);
  const ids = { files: useId(), folder: useId(), sheet: useId() };

  useEffect(
    () => () => {
      upload.current?.abort();
    },
    [],
  );

  const problem = uploadProblem(files, sheet) ?? (sheetError ? studioImportText.fixSheet : null);
  const busy = stage.kind === 'uploading';

  function add(chosen: FileList | null) {
    // Copied now: the list is live, and emptied when the input is cleared for the next choice.
    const picked = checkChosenFiles([...(chosen ?? [])]);
    if (picked.length === 0) return;
    setStage({ kind: 'choosing' });
    setFiles((current) => {
      const byPath = new Map(current.map((file) => [file.path, file]));
      for (const file of picked) byPath.set(file.path, file);
      return [...byPath.values()];
    });
  }

  function start(event: SyntheticEvent) {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    setStage({ kind: 'uploading', fraction: 0 });
    const sending = uploadScores(
      { files, sheet, collection, name, imprintId, publish },
      (fraction) => {
        setStage({ kind: 'uploading', fraction });
      },
    );
    upload.current = sending;
    sending.done.then(
      ({ id }) => {
        upload.current = null;
        void navigate(paths.studioImport.href(id), {
          state: { files: files.map((chosen) => chosen.path) },
        });
      },
      (error: unknown) => {
        upload.current = null;
        if (error instanceof DOMException && error.name === 'AbortError')
          setStage({ kind: 'choosing' });
        else setStage({ kind: 'refused', message: errorMessage(error) });
      },
    );
  }

  if (imprints.isPending)
    return (
      <LoadingArea>
        <ResultListSkeleton />
      </LoadingArea>
    );
  if (imprints.isError)
    return (
      <LoadFailure message={errorMessage(imprints.error)} onRetry={() => void imprints.refetch()} />
    );
  const ownImprint = imprints.data.items[0];
  if (!imprints.data.canChoose && !ownImprint) return <p>{studioText.noImprint}</p>;

  const progress =
    stage.kind === 'uploading'
      ? fileProgress(
          files.map((chosen) => chosen.file.size),
          sheet?.size ?? 0,
          stage.fraction,
        )
      : null;

  return (
    <form className={styles.form} onSubmit={start} noValidate>
      <p className={styles.muted}>{studioImportText.intro}</p>
      <fieldset className={styles.fieldset} disabled={busy}>
        <legend>Scores</legend>
        <div className={styles.row}>
          <div className={styles.fileLabel}>
            <label htmlFor={ids.files}>Score files or a zip</label>
            <input
              id={ids.files}
              className={own.fileInput}
              type="file"
              multiple
              accept={SCORE_ACCEPT}
              onChange={(event) => {
                add(event.target.files);
                event.target.value = '';
              }}
            />
          </div>
          <div className={styles.fileLabel}>
            <label htmlFor={ids.folder}>Or a folder of scores</label>
            <input
              id={ids.folder}
              className={own.fileInput}
              type="file"
              multiple
              {...{ webkitdirectory: '' }}
              onChange={(event) => {
                add(event.target.files);
                event.target.value = '';
              }}
            />
          </div>
        </div>
        {files.length === 0 ? (
          <p className={styles.muted}>No files chosen yet.</p>
        ) : (
          <>
            <ChosenFiles
              files={files}
              progress={progress}
              onRemove={(path) => {
                setFiles((current) => current.filter((file) => file.path !== path));
              }}
            />
            {!busy && (
              <div className={styles.row}>
                {files.some((file) => file.problem) && (
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={() => {
                      setFiles((current) => current.filter((file) => !file.problem));
                    }}
                  >
                    Remove the marked files
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => {
                    setFiles([]);
                  }}
                >
                  Clear the list
                </Button>
              </div>
            )}
          </>
        )}
        <div className={styles.fileLabel}>
          <label htmlFor={ids.sheet}>Metadata sheet (optional)</label>
          <span className={styles.muted}>{studioImportText.sheetHint}</span>
          <input
            id={ids.sheet}
            className={own.fileInput}
            type="file"
            accept={SHEET_ACCEPT}
            aria-invalid={sheetError ? true : undefined}
            aria-describedby={sheetError ? `${ids.sheet}-error` : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setSheet(chosen);
              setSheetError(chosen ? checkSheet(chosen) : null);
              event.target.value = '';
            }}
          />
          {sheet && (
            <div className={styles.row}>
              <span>{sheet.name}</span>
              <Button
                variant="ghost"
                size="small"
                onClick={() => {
                  setSheet(null);
                  setSheetError(null);
                }}
              >
                Remove the sheet
              </Button>
            </div>
          )}
          {sheetError && (
            <p id={`${ids.sheet}-error`} className={formStyles.error}>
              {sheetError}
            </p>
          )}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset} disabled={busy}>
        <legend>Where the pieces go</legend>
        {imprints.data.canChoose ? (
          <SelectField
            label="Imprint"
            placeholder="No imprint"
            options={imprints.data.items.map((imprint) => ({
              value: imprint.id,
              label: imprint.name,
            }))}
            value={imprintId}
            onChange={(event) => {
              setImprintId(event.target.value);
            }}
          />
        ) : (
          <p className={styles.muted}>Imported into your imprint, {ownImprint?.name}.</p>
        )}
        <TextField
          label="Collection (optional)"
          hint="Volumes go in this collection unless the sheet names one (default: Imported Library)."
          value={collection}
          maxLength={200}
          onChange={(event) => {
            setCollection(event.target.value);
          }}
        />
        <TextField
          label="Volume for pieces without one (optional)"
          hint="Pieces that neither their file nor the sheet puts in a set go in a volume of this name (default: the zip’s name, or Uploaded scores)."
          value={name}
          maxLength={200}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
        <CheckboxField
          label="Publish the new pieces at once (otherwise they are drafts to check and publish)"
          checked={publish}
          onChange={(event) => {
            setPublish(event.target.checked);
          }}
        />
      </fieldset>
      {stage.kind === 'uploading' ? (
        <div className={own.progress}>
          <progress aria-label="Upload progress" max={1} value={stage.fraction} />
          <span>{Math.round(stage.fraction * 100)}%</span>
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              upload.current?.abort();
            }}
          >
            Cancel upload
          </Button>
        </div>
      ) : (
        <div>
          <Button type="submit">Upload and import</Button>
        </div>
      )}
      {tried && problem && <FormError message={problem} />}
      {stage.kind === 'refused' && (
        <FormError message={studioImportText.uploadRefused(stage.message)} />
      )}
    </form>
  );
}
