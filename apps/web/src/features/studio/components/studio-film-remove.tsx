import type { FilmAngle } from '@cadenza/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { removeFilm } from '../api/studio-film-edits-api';
import { studioFilmEditsText } from '../studio-film-edits-messages';

/**
 * 'Remove this film' for an uploaded film, confirmed in a dialog first. Kept mounted without
 * its button once the film is gone, so that closing the dialog moves focus to `fallbackFocus`.
 */
export function StudioFilmRemove({
  productId,
  angle,
  label,
  isAllowed,
  onRemoved,
  fallbackFocus,
}: {
  productId: string;
  angle: FilmAngle;
  /** The angle as the page names it ('Top camera'). */
  label: string;
  /** An uploaded film is there to remove. */
  isAllowed: boolean;
  onRemoved: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await removeFilm(queryClient, productId, angle);
      onRemoved();
      setOpen(false);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" size="small" aria-label={studioFilmEditsText.removeLabel(label)}>
          {studioFilmEditsText.remove}
        </Button>
      }
      showTrigger={isAllowed}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) setError(null);
        setOpen(open);
      }}
      title={studioFilmEditsText.confirmTitle(angle, label)}
      confirmLabel={studioFilmEditsText.confirm}
      confirmVariant="danger"
      isBusy={isBusy}
      error={error}
      fallbackFocus={fallbackFocus}
      onConfirm={() => void remove()}
    >
      <p>{studioFilmEditsText.confirmBody(angle)}</p>
    </ConfirmDialog>
  );
}
