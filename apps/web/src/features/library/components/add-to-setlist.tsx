import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { SETLIST_TITLE_MAX } from '@cadenza/domain';
import { AppLink } from '../../../components/app-link';
import { TextField } from '../../../components/form/text-field';
import { AddToSetlistIcon } from '../../../components/icons/ui-icons';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { addPieceToSetlist, createSetlist, libraryQueries } from '../api/library-api';
import { libraryText } from '../library-messages';
import styles from './library.module.css';

/**
 * 'Add to setlist': a panel listing the person's setlists (each adds the piece at its end) and
 * a field to make a new setlist with the piece in it. Escape, a press outside or the button
 * closes it.
 */
export function AddToSetlist({ productId }: { productId: string }) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape anywhere, or a press outside, closes it (Escape gives the focus back to the button).
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !menu.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen]);
  return (
    <div ref={menu} className={styles.addMenu}>
      <Button
        ref={toggle}
        variant="secondary"
        size="small"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!isOpen);
        }}
      >
        <AddToSetlistIcon width={18} height={18} aria-hidden="true" />
        {libraryText.addToSetlist}
      </Button>
      {isOpen && <SetlistChoices id={panelId} productId={productId} />}
    </div>
  );
}

function SetlistChoices({ id, productId }: { id: string; productId: string }) {
  const queryClient = useQueryClient();
  const setlists = useQuery(libraryQueries.allSetlists());
  const [title, setTitle] = useState('');
  const [added, setAdded] = useState<{ id: string; title: string } | null>(null);
  const add = useMutation({
    mutationFn: (setlistId: string) => addPieceToSetlist(queryClient, setlistId, productId),
    onSuccess: (setlist) => {
      setAdded({ id: setlist.id, title: setlist.title });
    },
  });
  const create = useMutation({
    mutationFn: (newTitle: string) =>
      createSetlist(queryClient, { title: newTitle, productIds: [productId] }),
    onSuccess: (setlist) => {
      setAdded({ id: setlist.id, title: setlist.title });
      setTitle('');
    },
  });
  const firstControl = useRef<HTMLDivElement>(null);
  useEffect(() => {
    firstControl.current?.querySelector<HTMLElement>('button, input')?.focus();
  }, [setlists.isSuccess]);
  const failure = add.error ?? create.error;
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (title.trim()) create.mutate(title.trim());
  };
  return (
    <div id={id} className={styles.addPanel} role="group" aria-label={libraryText.addToSetlist}>
      <div ref={firstControl}>
        {setlists.isPending && <p className={styles.status}>Loading your setlists…</p>}
        {setlists.isError && <p className={styles.error}>{errorMessage(setlists.error)}</p>}
        {setlists.data && setlists.data.items.length > 0 && (
          <ul aria-label="Your setlists">
            {setlists.data.items.map((setlist) => (
              <li key={setlist.id}>
                <Button
                  variant="ghost"
                  size="small"
                  isFullWidth
                  isLoading={add.isPending && add.variables === setlist.id}
                  onClick={() => {
                    add.mutate(setlist.id);
                  }}
                >
                  {setlist.title} ({setlist.pieceCount})
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form className={styles.inlineForm} onSubmit={submit}>
          <TextField
            label={libraryText.newSetlist}
            value={title}
            maxLength={SETLIST_TITLE_MAX}
            placeholder="Title"
            onChange={(event) => {
              setTitle(event.target.value);
            }}
          />
          <Button type="submit" size="small" isLoading={create.isPending} disabled={!title.trim()}>
            Create and add
          </Button>
        </form>
      </div>
      <div role="status" aria-live="polite">
        {added && (
          <p className={styles.status}>
            Added to <AppLink to={paths.setlist.href(added.id)}>{added.title}</AppLink>.
          </p>
        )}
      </div>
      {failure && (
        <p className={styles.error} role="alert">
          {errorMessage(failure)}
        </p>
      )}
    </div>
  );
}
