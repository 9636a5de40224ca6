import {
  DIFFICULTY_MAX,
  filmAnglesOf,
  personRoles,
  type PersonRole,
  type StudioPerson,
  type StudioProduct,
  type StudioProductChange,
} from '@cadenza/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { FormError } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { updateStudioProduct } from '../api/studio-api';
import { descriptionToText, textToDescription, type DescriptionText } from '../description-text';
import { studioText } from '../studio-messages';
import { DifficultyHint } from './difficulty-hint';
import { StudioCover } from './studio-cover';
import { StudioDescription } from './studio-description';
import { StudioGenres } from './studio-genres';
import { StudioFilms } from './studio-films';
import { StudioPlacements } from './studio-placements';
import { StudioReadingPages } from './studio-reading-pages';
import { StudioReadingPdf } from './studio-reading-pdf';
import { StudioRecording } from './studio-recording';
import styles from './studio.module.css';

const levelOptions = Array.from({ length: DIFFICULTY_MAX + 1 }, (_, level) => ({
  value: String(level),
  label: String(level),
}));
const roleOptions = personRoles.map((role) => ({ value: role, label: role }));

interface Draft {
  title: string;
  /** The description as text with paragraphs; `storedDescription` is the stored one's. */
  description: string;
  storedDescription: DescriptionText & { html: string | null };
  people: StudioPerson[];
  genres: string[];
  piano: string;
  vocal: string;
}

const draftOf = (product: StudioProduct): Draft => {
  const stored = descriptionToText(product.description);
  return {
    title: product.title,
    description: stored.text,
    storedDescription: { ...stored, html: product.description },
    people: product.people,
    genres: product.genres,
    piano: product.difficulty.piano === null ? '' : String(product.difficulty.piano),
    vocal: product.difficulty.vocal === null ? '' : String(product.difficulty.vocal),
  };
};

/** The stored HTML while its text is unchanged (formatting kept), else the text's paragraphs. */
const descriptionOf = ({ description, storedDescription }: Draft) =>
  description === storedDescription.text ? storedDescription.html : textToDescription(description);

const levelOf = (value: string) => (value === '' ? null : Number(value));

/** The first of the server's messages for fields under `prefix` ('genres.2'), if any. */
const fieldErrorOf = (errors: Record<string, string>, prefix: string) =>
  Object.entries(errors).find(([field]) => field.startsWith(prefix))?.[1];

function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries(error.fieldErrors.map((field) => [field.field, field.message]));
}

/** The edit page's form: what a product says, who made it, how hard it is; and publishing. */
export function StudioProductEditor({ product }: { product: StudioProduct }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(product));
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const fieldErrors = fieldErrorsOf(error);

  async function send(change: StudioProductChange, done: string, kind: 'save' | 'publish') {
    setBusy(kind);
    setStatus(null);
    setError(null);
    try {
      const saved = await updateStudioProduct(queryClient, product.id, change);
      if (kind === 'save') setDraft(draftOf(saved));
      setStatus(done);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  }

  function save(event: SyntheticEvent) {
    event.preventDefault();
    void send(
      {
        title: draft.title,
        description: descriptionOf(draft),
        people: draft.people,
        genres: draft.genres,
        difficulty: { piano: levelOf(draft.piano), vocal: levelOf(draft.vocal) },
      },
      studioText.saved,
      'save',
    );
  }

  const setPerson = (index: number, person: Partial<StudioPerson>) => {
    setDraft((current) => ({
      ...current,
      people: current.people.map((old, at) => (at === index ? { ...old, ...person } : old)),
    }));
  };

  return (
    <div className={styles.form}>
      <p className={styles.muted}>
        {product.type} · {product.publisher ?? 'no imprint'} ·{' '}
        <span className={styles.badge}>{product.published ? 'Published' : 'Draft'}</span>
      </p>
      <div className={styles.row}>
        <Button
          variant={product.published ? 'secondary' : 'primary'}
          isLoading={busy === 'publish'}
          onClick={() =>
            void send(
              { published: !product.published },
              product.published ? studioText.unpublished : studioText.published,
              'publish',
            )
          }
        >
          {product.published ? 'Unpublish' : 'Publish'}
        </Button>
      </div>
      {status && (
        <p role="status" className={styles.status}>
          {status}
        </p>
      )}
      {error !== null && <FormError message={errorMessage(error)} />}
      <form className={styles.form} onSubmit={save} noValidate>
        <TextField
          label="Title"
          value={draft.title}
          error={fieldErrors.title}
          onChange={(event) => {
            setDraft({ ...draft, title: event.target.value });
          }}
        />
        <StudioDescription
          value={draft.description}
          stored={draft.storedDescription}
          error={fieldErrors.description}
          onChange={(description) => {
            setDraft({ ...draft, description });
          }}
        />
        <StudioGenres
          value={draft.genres}
          error={fieldErrors.genres ?? fieldErrorOf(fieldErrors, 'genres.')}
          onChange={(genres) => {
            setDraft({ ...draft, genres });
          }}
        />
        <fieldset className={styles.fieldset}>
          <legend>People</legend>
          {draft.people.length === 0 && <p className={styles.muted}>Nobody is credited yet.</p>}
          {draft.people.map((person, index) => (
            <div className={styles.row} key={index}>
              <TextField
                label={`Name ${String(index + 1)}`}
                value={person.name}
                error={
                  fieldErrors[`people.${String(index)}.name`] ??
                  fieldErrors[`people.${String(index)}`]
                }
                onChange={(event) => {
                  setPerson(index, { name: event.target.value });
                }}
              />
              <SelectField
                label={`Role ${String(index + 1)}`}
                placeholder="Choose a role"
                options={roleOptions}
                value={person.role}
                onChange={(event) => {
                  setPerson(index, { role: event.target.value as PersonRole });
                }}
              />
              <Button
                variant="ghost"
                size="small"
                onClick={() => {
                  setDraft({ ...draft, people: draft.people.filter((_, at) => at !== index) });
                }}
              >
                Remove {person.name || `person ${String(index + 1)}`}
              </Button>
            </div>
          ))}
          <div>
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                setDraft({ ...draft, people: [...draft.people, { name: '', role: 'composer' }] });
              }}
            >
              Add a person
            </Button>
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Difficulty</legend>
          <p className={styles.muted}>{studioText.difficultyMethod}</p>
          <DifficultyHint hint={product.suggestedDifficulty} />
          <div className={styles.row}>
            <SelectField
              label="Piano"
              placeholder="Not for piano"
              options={levelOptions}
              value={draft.piano}
              onChange={(event) => {
                setDraft({ ...draft, piano: event.target.value });
              }}
            />
            <SelectField
              label="Voice"
              placeholder="Not for voice"
              options={levelOptions}
              value={draft.vocal}
              onChange={(event) => {
                setDraft({ ...draft, vocal: event.target.value });
              }}
            />
          </div>
        </fieldset>
        <div>
          <Button type="submit" isLoading={busy === 'save'}>
            Save changes
          </Button>
        </div>
      </form>
      <StudioCover product={product} />
      <StudioPlacements product={product} />
      {product.type === 'piece' && <StudioRecording productId={product.id} />}
      {filmAnglesOf(product.type).length > 0 && <StudioFilms product={product} />}
      {product.type === 'readingPdf' && <StudioReadingPdf productId={product.id} />}
      {product.type === 'readingNavigated' && <StudioReadingPages productId={product.id} />}
    </div>
  );
}
