import type { Setlist } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { SetlistIcon } from '../../../components/icons/ui-icons';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { PlayerSequenceContext, type PlayerSequence } from '../../../lib/player-sequence';
import { libraryQueries } from '../api/library-api';
import styles from './library.module.css';

/** The query parameter naming the setlist a piece is played in. */
export const SETLIST_PARAM = 'setlist';
/** How long the next piece is announced before it opens. */
export const ADVANCE_DELAY_MS = 3000;
const SETLIST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A piece played as part of a setlist: its page, with the setlist's bar above the score. */
export function setlistPieceHref(pieceId: string, setlistId: string): string {
  return `${paths.piece.href(pieceId)}?${SETLIST_PARAM}=${encodeURIComponent(setlistId)}`;
}

/** Navigation state of a piece opened by the setlist's advance: it starts playing when ready. */
interface AdvanceState {
  autoplay?: boolean;
}

/**
 * A piece played from a setlist (`?setlist=<id>`): the setlist's bar above the score (where
 * the piece is in it, the previous and next piece, whether the next follows on its own), and
 * for the player, when the piece ends, the next piece after a short announcement, which
 * starts playing as soon as it is ready. Without the parameter it renders its children only.
 */
export function SetlistSequence({
  productId,
  children,
}: {
  productId: string;
  children: ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const id = searchParams.get(SETLIST_PARAM);
  if (!id || !SETLIST_ID.test(id)) return <>{children}</>;
  return (
    <SetlistPlayback key={`${id}:${productId}`} setlistId={id} productId={productId}>
      {children}
    </SetlistPlayback>
  );
}

function SetlistPlayback(props: { setlistId: string; productId: string; children: ReactNode }) {
  const { setlistId, productId } = props;
  const setlist = useQuery(libraryQueries.setlist(setlistId));
  const navigate = useNavigate();
  const location = useLocation();
  const [isAutoAdvance, setAutoAdvance] = useState(true);
  const [isAdvancing, setAdvancing] = useState(false);
  const pieces = setlist.data?.pieces ?? [];
  const index = pieces.findIndex((piece) => piece.id === productId);
  const next = index >= 0 ? pieces[index + 1] : undefined;
  const previous = index > 0 ? pieces[index - 1] : undefined;

  const open = useCallback(
    (pieceId: string, autoplay: boolean) => {
      const state: AdvanceState = { autoplay };
      void navigate(setlistPieceHref(pieceId, setlistId), { state });
    },
    [navigate, setlistId],
  );
  useEffect(() => {
    if (!isAdvancing || !next) return;
    const timer = setTimeout(() => {
      open(next.id, true);
    }, ADVANCE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [isAdvancing, next, open]);

  const startsPlaying = (location.state as AdvanceState | null)?.autoplay === true;
  const onPieceEnded = useCallback(() => {
    if (next && isAutoAdvance) setAdvancing(true);
  }, [next, isAutoAdvance]);
  const sequence = useMemo<PlayerSequence>(
    () => ({ startsPlaying, onPieceEnded }),
    [startsPlaying, onPieceEnded],
  );
  return (
    <PlayerSequenceContext value={sequence}>
      {setlist.isError && (
        <p className={styles.sequence} role="status">
          The setlist in this link is not available.
        </p>
      )}
      {setlist.data && index >= 0 && (
        <SequenceBar
          setlist={setlist.data}
          index={index}
          previous={
            previous
              ? () => {
                  open(previous.id, false);
                }
              : null
          }
          next={
            next
              ? {
                  title: next.title,
                  open: () => {
                    open(next.id, true);
                  },
                }
              : null
          }
          isAutoAdvance={isAutoAdvance}
          onAutoAdvance={setAutoAdvance}
          isAdvancing={isAdvancing}
          onStay={() => {
            setAdvancing(false);
          }}
        />
      )}
      {props.children}
    </PlayerSequenceContext>
  );
}

function SequenceBar(props: {
  setlist: Setlist;
  index: number;
  previous: (() => void) | null;
  next: { title: string; open: () => void } | null;
  isAutoAdvance: boolean;
  onAutoAdvance: (isOn: boolean) => void;
  isAdvancing: boolean;
  onStay: () => void;
}) {
  const { setlist, index, next } = props;
  return (
    <section className={styles.sequence} aria-label="Setlist" data-testid="setlist-sequence">
      <SetlistIcon width={20} height={20} aria-hidden="true" />
      <p className={styles.sequenceTitle}>
        <AppLink to={paths.setlist.href(setlist.id)}>{setlist.title}</AppLink>: piece {index + 1} of{' '}
        {setlist.pieces.length}
      </p>
      {props.previous && (
        <Button variant="ghost" size="small" onClick={props.previous}>
          Previous piece
        </Button>
      )}
      {next ? (
        <>
          <Button variant="secondary" size="small" onClick={next.open}>
            Next: {next.title}
          </Button>
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={props.isAutoAdvance}
              onChange={(event) => {
                props.onAutoAdvance(event.target.checked);
              }}
            />
            Play the next piece when this one ends
          </label>
        </>
      ) : (
        <p className={styles.status}>The last piece of the setlist.</p>
      )}
      <div role="status" aria-live="polite">
        {props.isAdvancing && next && (
          <p className={styles.status}>
            Next: {next.title}, in {ADVANCE_DELAY_MS / 1000} seconds.{' '}
            <Button variant="link" size="small" onClick={next.open}>
              Play now
            </Button>{' '}
            <Button variant="link" size="small" onClick={props.onStay}>
              Stay here
            </Button>
          </p>
        )}
      </div>
    </section>
  );
}
