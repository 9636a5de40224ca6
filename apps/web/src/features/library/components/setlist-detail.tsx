import { SETLIST_TITLE_MAX, type Setlist } from '@cadenza/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { TextField } from '../../../components/form/text-field';
import {
  DeleteIcon,
  MoveDownIcon,
  MoveUpIcon,
  PlayIcon,
  SetlistIcon,
} from '../../../components/icons/ui-icons';
import { LoadFailure } from '../../../components/load-failure';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingArea, ResultListSkeleton } from '../../../components/ui/skeleton';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { deleteSetlist, libraryQueries, updateSetlist } from '../api/library-api';
import { libraryText } from '../library-messages';
import { PieceRow } from './piece-row';
import { setlistPieceHref } from './setlist-sequence';
import styles from './library.module.css';

/** A setlist's page: its pieces in order and Play in order; its owner also edits and shares it. */
export function SetlistDetail({ id }: { id: string }) {
  const setlist = useQuery(libraryQueries.setlist(id));
  useDocumentTitle(setlist.data?.title ?? 'Setlist');
  if (setlist.isPending)
    return (
      <LoadingArea>
        <ResultListSkeleton />
      </LoadingArea>
    );
  if (setlist.isError) {
    if (setlist.error instanceof ApiRequestError && setlist.error.status === 404)
      return (
        <EmptyState
          title="This setlist is not available"
          action={
            <AppLink to={paths.library.href({ list: 'setlists' })} className={buttonClassName()}>
              Your setlists
            </AppLink>
          }
        >
          <p>Its owner may have stopped sharing it, or deleted it.</p>
        </EmptyState>
      );
    return (
      <LoadFailure message={errorMessage(setlist.error)} onRetry={() => void setlist.refetch()} />
    );
  }
  return <SetlistView setlist={setlist.data} />;
}

function SetlistView({ setlist }: { setlist: Setlist }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (change: Partial<{ title: string; productIds: string[]; isShared: boolean }>) =>
      updateSetlist(queryClient, setlist.id, {
        title: setlist.title,
        productIds: setlist.pieces.map((piece) => piece.id),
        isShared: setlist.isShared,
        ...change,
      }),
  });
  const ids = setlist.pieces.map((piece) => piece.id);
  const move = (index: number, step: -1 | 1) => {
    const order = [...ids];
    const [piece] = order.splice(index, 1);
    if (piece === undefined) return;
    order.splice(index + step, 0, piece);
    save.mutate({ productIds: order });
  };
  const first = setlist.pieces[0];
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.heading}>{setlist.title}</h1>
        {first && (
          <AppLink
            to={setlistPieceHref(first.id, setlist.id)}
            state={{ autoplay: true }}
            className={buttonClassName()}
          >
            <PlayIcon width={18} height={18} aria-hidden="true" />
            Play in order
          </AppLink>
        )}
      </div>
      <p className={styles.muted}>
        {setlist.pieces.length === 1 ? '1 piece' : `${String(setlist.pieces.length)} pieces`}, each
        starting when the one before ends.
      </p>
      {setlist.isOwner ? (
        <OwnerPanel setlist={setlist} onSave={save.mutate} isSaving={save.isPending} />
      ) : (
        <p className={styles.status}>{libraryText.readOnlyNote}</p>
      )}
      {save.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      {setlist.pieces.length === 0 ? (
        <EmptyState
          title={libraryText.emptySetlist}
          icon={<SetlistIcon width={32} height={32} />}
          action={
            <AppLink to={paths.browse.href()} className={buttonClassName()}>
              {libraryText.browse}
            </AppLink>
          }
        >
          <p>{libraryText.emptySetlistText}</p>
        </EmptyState>
      ) : (
        <ol className={styles.list} aria-label="Pieces in order">
          {setlist.pieces.map((piece, index) => (
            <PieceRow
              key={piece.id}
              piece={piece}
              href={setlistPieceHref(piece.id, setlist.id)}
              details={<p className={styles.muted}>Piece {index + 1}</p>}
              actions={
                setlist.isOwner && (
                  <>
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={`Move ${piece.title} up`}
                      disabled={index === 0 || save.isPending}
                      onClick={() => {
                        move(index, -1);
                      }}
                    >
                      <MoveUpIcon width={18} height={18} aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={`Move ${piece.title} down`}
                      disabled={index === ids.length - 1 || save.isPending}
                      onClick={() => {
                        move(index, 1);
                      }}
                    >
                      <MoveDownIcon width={18} height={18} aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={`Remove ${piece.title} from the setlist`}
                      disabled={save.isPending}
                      onClick={() => {
                        save.mutate({ productIds: ids.filter((other) => other !== piece.id) });
                      }}
                    >
                      <DeleteIcon width={18} height={18} aria-hidden="true" />
                    </Button>
                  </>
                )
              }
            />
          ))}
        </ol>
      )}
    </>
  );
}

function OwnerPanel(props: {
  setlist: Setlist;
  onSave: (change: { title?: string; isShared?: boolean }) => void;
  isSaving: boolean;
}) {
  const { setlist } = props;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState(setlist.title);
  const [isConfirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteSetlist(queryClient, setlist.id),
    onSuccess: () => {
      void navigate(paths.library.href({ list: 'setlists' }));
    },
  });
  const rename = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (title.trim() && title.trim() !== setlist.title) props.onSave({ title: title.trim() });
  };
  return (
    <Card className={styles.panel} aria-label="Your setlist">
      <form className={styles.inlineForm} onSubmit={rename}>
        <TextField
          label="Title"
          value={title}
          maxLength={SETLIST_TITLE_MAX}
          onChange={(event) => {
            setTitle(event.target.value);
          }}
        />
        <Button
          type="submit"
          variant="secondary"
          isLoading={props.isSaving}
          disabled={!title.trim() || title.trim() === setlist.title}
        >
          Rename
        </Button>
      </form>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={setlist.isShared}
          disabled={props.isSaving}
          onChange={(event) => {
            props.onSave({ isShared: event.target.checked });
          }}
        />
        Share by link (read-only)
      </label>
      {setlist.isShared && (
        <div className={styles.actions}>
          <p className={styles.status}>{libraryText.sharedNote}</p>
          <CopyLinkButton />
        </div>
      )}
      <div className={styles.actions}>
        {isConfirming ? (
          <>
            <p className={styles.status}>Delete “{setlist.title}” for good?</p>
            <Button
              variant="danger"
              size="small"
              isLoading={remove.isPending}
              onClick={() => {
                remove.mutate();
              }}
            >
              Delete
            </Button>
            <Button
              variant="ghost"
              size="small"
              onClick={() => {
                setConfirming(false);
              }}
            >
              Keep it
            </Button>
          </>
        ) : (
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              setConfirming(true);
            }}
          >
            <DeleteIcon width={18} height={18} aria-hidden="true" />
            Delete setlist
          </Button>
        )}
        {remove.isError && (
          <p className={styles.error} role="alert">
            {errorMessage(remove.error)}
          </p>
        )}
      </div>
    </Card>
  );
}
