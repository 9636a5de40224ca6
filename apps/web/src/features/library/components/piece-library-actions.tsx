import { AppLink } from '../../../components/app-link';
import { LibraryIcon } from '../../../components/icons/ui-icons';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useIsAuthenticated } from '../../../lib/session-store';
import { libraryText } from '../library-messages';
import { AddToSetlist } from './add-to-setlist';
import { FavouriteButton } from './favourite-button';
import styles from './library.module.css';

/**
 * A piece's place in the signed-in person's library: Favourite, Add to setlist, and the way to
 * the library. Guests keep no library, so they see none of it.
 */
export function PieceLibraryActions({ productId }: { productId: string }) {
  if (!useIsAuthenticated()) return null;
  return (
    <div className={styles.actions} data-testid="piece-library-actions">
      <FavouriteButton productId={productId} />
      <AddToSetlist productId={productId} />
      <AppLink
        to={paths.library.href()}
        className={buttonClassName({ variant: 'ghost', size: 'small' })}
      >
        <LibraryIcon width={18} height={18} aria-hidden="true" />
        {libraryText.myLibrary}
      </AppLink>
    </div>
  );
}
