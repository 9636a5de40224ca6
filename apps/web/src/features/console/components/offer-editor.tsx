import type { ConsoleOffer, FieldError, Offer, OfferDefinition } from '@cadenza/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormError } from '../../../components/form/form-error';
import { Button } from '../../../components/ui/button';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { consoleActions, consoleQueries } from '../api/console-api';
import { consoleText } from '../console-messages';
import { checkDraft } from '../offer-draft';
import styles from './console.module.css';
import { OfferFigures } from './offer-figures';
import { OfferForm } from './offer-form';

export type PreviewPage = 'landing' | 'signup' | 'welcome';

const previewPages: { page: PreviewPage; label: string }[] = [
  { page: 'landing', label: 'Landing' },
  { page: 'signup', label: 'Sign up' },
  { page: 'welcome', label: 'Welcome' },
];

interface OfferEditorProps {
  /** Null for a new offer. */
  offer: ConsoleOffer | null;
  initial: OfferDefinition;
  /** After a save: a new offer's page is opened. */
  onSaved: (offer: ConsoleOffer) => void;
  /** The real page of the visitor's journey drawn with the draft (composed in src/app). */
  renderPreview: (offer: Offer, page: PreviewPage) => ReactNode;
  /** What to say first ('Created', after the new offer's page opened). */
  initialNotice?: string | null;
}

/** An offer's fields beside a live preview of its pages; Save, and Deactivate once saved. */
export function OfferEditor({
  offer,
  initial,
  onSaved,
  renderPreview,
  initialNotice = null,
}: OfferEditorProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(initialNotice);
  const [isSaving, setIsSaving] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [arePageStylesValid, setArePageStylesValid] = useState(true);
  const [previewPage, setPreviewPage] = useState<PreviewPage>('landing');

  const [isSubmitted, setIsSubmitted] = useState(false);
  const checked = checkDraft(draft);
  // A field's error shows once it has been changed, or after an attempt to save.
  const errors = [
    ...checked.errors.filter(
      (error) => isSubmitted || valueAt(draft, error.field) !== valueAt(initial, error.field),
    ),
    ...serverErrors,
  ];
  // The preview follows the last draft without errors, once typing pauses.
  const [lastValid, setLastValid] = useState(checked.definition);
  const previewed = useDebouncedValue(lastValid, 400);
  const preview = useQuery({
    ...consoleQueries.preview(previewed ?? initial),
    enabled: previewed !== null,
  });

  function change(next: OfferDefinition) {
    const nextChecked = checkDraft(next);
    if (nextChecked.definition) setLastValid(nextChecked.definition);
    setDraft(next);
    setServerErrors([]);
    setFormError(null);
    setNotice(null);
  }

  async function save() {
    setIsSubmitted(true);
    if (!checked.definition || !arePageStylesValid) {
      setFormError('Correct the fields marked above; nothing was saved.');
      return;
    }
    setIsSaving(true);
    try {
      const saved = offer
        ? await consoleActions.updateOffer(checked.definition)
        : await consoleActions.createOffer(checked.definition);
      queryClient.setQueryData(consoleQueries.offer(saved.definition.code).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['console', 'offers'], exact: true });
      await queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
      await queryClient.invalidateQueries({ queryKey: ['offer', saved.definition.code] });
      setNotice(offer ? consoleText.saved : consoleText.created);
      onSaved(saved);
    } catch (failure) {
      setServerErrors(failure instanceof ApiRequestError ? failure.fieldErrors : []);
      setFormError(errorMessage(failure));
    } finally {
      setIsSaving(false);
    }
  }

  async function deactivate() {
    if (!offer) return;
    setIsSaving(true);
    try {
      const saved = await consoleActions.deactivateOffer(offer.definition.code);
      queryClient.setQueryData(consoleQueries.offer(saved.definition.code).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['console', 'offers'], exact: true });
      await queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
      await queryClient.invalidateQueries({ queryKey: ['offer', saved.definition.code] });
      setDraft(saved.definition);
      setNotice('Deactivated');
    } catch (failure) {
      setFormError(errorMessage(failure));
    } finally {
      setIsSaving(false);
      setIsConfirming(false);
    }
  }

  return (
    <div className={styles.editor}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {offer && <OfferFigures figures={offer.figures} />}
        <OfferForm
          draft={draft}
          onChange={change}
          errors={errors}
          isNew={offer === null}
          onPageStylesValidity={setArePageStylesValid}
        />
        <FormError message={formError} />
        {notice && (
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        )}
        <div className={styles.row}>
          <Button type="submit" isLoading={isSaving}>
            {offer ? 'Save changes' : 'Create offer'}
          </Button>
          {offer && offer.definition.status === 'active' && !isConfirming && (
            <Button
              variant="danger"
              onClick={() => {
                setIsConfirming(true);
              }}
            >
              Deactivate
            </Button>
          )}
        </div>
        {offer && isConfirming && (
          <div role="alertdialog" aria-label="Deactivate the offer" className={styles.confirm}>
            <p>{consoleText.deactivateConfirm(offer.definition.code)}</p>
            <div className={styles.row}>
              <Button variant="danger" isLoading={isSaving} onClick={() => void deactivate()}>
                Deactivate {offer.definition.code}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setIsConfirming(false);
                }}
              >
                Cancel
              </Button>
            </div>
          </div>
        )}
      </form>
      <section className={styles.preview} aria-label="Preview">
        <div className={styles.tabs} role="group" aria-label="Page previewed">
          {previewPages.map(({ page, label }) => (
            <Button
              key={page}
              size="small"
              variant={page === previewPage ? 'primary' : 'secondary'}
              aria-pressed={page === previewPage}
              onClick={() => {
                setPreviewPage(page);
              }}
            >
              {label}
            </Button>
          ))}
        </div>
        {checked.definition === null && previewed !== null && (
          <p className={styles.muted}>The preview shows the last draft without errors.</p>
        )}
        {preview.data ? (
          <div className={styles.previewFrame} data-testid="offer-preview" inert>
            {renderPreview(preview.data, previewPage)}
          </div>
        ) : preview.isError ? (
          <FormError message={errorMessage(preview.error)} />
        ) : (
          <p className={styles.muted}>
            {lastValid
              ? 'Loading the preview…'
              : 'The preview appears once the code and title are filled in.'}
          </p>
        )}
      </section>
    </div>
  );
}

/** The draft's value at an error's path ('content.colours.linkColor'), as JSON to compare. */
function valueAt(draft: OfferDefinition, path: string): string | undefined {
  let value: unknown = draft;
  for (const key of path.split('.')) {
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return JSON.stringify(value);
}
