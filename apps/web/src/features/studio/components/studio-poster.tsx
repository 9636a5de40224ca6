import type { FilmAngle, StudioFilm } from '@cadenza/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { filmFrameUrl, setStudioPoster } from '../api/studio-films-api';
import { formatFilmTime, studioFilmsText, studioPosterText } from '../studio-films-messages';
import styles from './studio.module.css';
import own from './studio-films.module.css';

/** How long the time stays still before its frame is asked for (dragging asks once). */
const FRAME_DELAY_MS = 250;
/** The time slider's step: a tenth of a second. */
const STEP_MS = 100;

/**
 * The poster: a moment of one of the product's films, chosen with a slider (or its arrow
 * keys), its frame shown as the server cuts it, and made the product's cover image.
 */
export function StudioPoster({ productId, films }: { productId: string; films: StudioFilm[] }) {
  const queryClient = useQueryClient();
  const [angle, setAngle] = useState<FilmAngle>(films[0]?.angle ?? 'main');
  const [atMs, setAtMs] = useState(0);
  const [shownAtMs, setShownAtMs] = useState(0);
  const [frameFailed, setFrameFailed] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const showLater = useDebouncedCallback((ms: number) => {
    setFrameFailed(false);
    setShownAtMs(ms);
  }, FRAME_DELAY_MS);
  const sliderId = useId();
  const film = films.find((each) => each.angle === angle) ?? films[0];
  if (!film) return null;
  const label = studioFilmsText.angle[film.angle];
  const lastOf = (durationMs: number) => Math.max(0, durationMs - STEP_MS);
  const maxMs = lastOf(film.durationMs);

  function moveTo(ms: number, durationMs = film?.durationMs ?? 0) {
    const clamped = Math.min(lastOf(durationMs), Math.max(0, ms));
    setAtMs(clamped);
    setStatus(null);
    showLater(clamped);
  }

  async function use(chosen: StudioFilm) {
    setIsBusy(true);
    setError(null);
    setStatus(null);
    // The frame used is the one chosen, shown at once if it was still on its way.
    setShownAtMs(atMs);
    try {
      await setStudioPoster(queryClient, productId, { angle: chosen.angle, atMs });
      setStatus(studioPosterText.done);
    } catch (caught) {
      setError(caught);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className={own.poster}>
      <h3 className={own.angleHeading}>{studioPosterText.heading}</h3>
      <p className={styles.muted}>{studioPosterText.intro}</p>
      {films.length > 1 && (
        <SelectField
          label={studioPosterText.camera}
          placeholder={studioPosterText.camera}
          options={films.map((each) => ({
            value: each.angle,
            label: studioFilmsText.angle[each.angle],
          }))}
          value={film.angle}
          onChange={(event) => {
            const chosen = films.find((each) => each.angle === event.target.value);
            if (!chosen) return;
            setAngle(chosen.angle);
            moveTo(atMs, chosen.durationMs);
          }}
        />
      )}
      <div className={own.time}>
        <label htmlFor={sliderId} className={styles.muted}>
          {studioPosterText.time}
        </label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={maxMs}
          step={STEP_MS}
          value={atMs}
          aria-valuetext={formatFilmTime(atMs)}
          onChange={(event) => {
            moveTo(Number(event.target.value));
          }}
        />
        <output htmlFor={sliderId}>
          {formatFilmTime(atMs)} / {formatFilmTime(film.durationMs)}
        </output>
      </div>
      {frameFailed ? (
        <FormError message={studioPosterText.frameFailed} />
      ) : (
        <img
          className={own.frame}
          src={filmFrameUrl(productId, film.angle, Math.min(shownAtMs, maxMs))}
          alt={studioPosterText.frameAlt(label.toLowerCase(), formatFilmTime(shownAtMs))}
          onError={() => {
            setFrameFailed(true);
          }}
        />
      )}
      <div>
        <Button variant="secondary" isLoading={isBusy} onClick={() => void use(film)}>
          {studioPosterText.use}
        </Button>
      </div>
      {status && (
        <p role="status" className={styles.status}>
          {status}
        </p>
      )}
      {error !== null && <FormError message={errorMessage(error)} />}
    </div>
  );
}
