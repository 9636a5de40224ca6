import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FavouriteIcon } from '../../../components/icons/ui-icons';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { piecePracticeQueryOptions } from '../../../lib/piece-practice-api';
import { setFavourite } from '../api/library-api';
import { libraryText } from '../library-messages';
import styles from './library.module.css';

/** A toggle: the piece is one of the signed-in person's favourites, or not. */
export function FavouriteButton({ productId }: { productId: string }) {
  const queryClient = useQueryClient();
  const practice = useQuery(piecePracticeQueryOptions(productId));
  const change = useMutation({
    mutationFn: (isFavourite: boolean) => setFavourite(queryClient, productId, isFavourite),
  });
  // What was asked shows at once; the server's answer follows.
  const isFavourite = change.isPending ? change.variables : practice.data?.isFavourite;
  if (practice.isError) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        className={styles.favourite}
        aria-pressed={isFavourite === true}
        isLoading={practice.isPending}
        onClick={() => {
          change.mutate(!isFavourite);
        }}
      >
        <FavouriteIcon width={18} height={18} aria-hidden="true" />
        {libraryText.favourite}
      </Button>
      {change.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(change.error)}
        </p>
      )}
    </>
  );
}
