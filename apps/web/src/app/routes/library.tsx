import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import {
  FavouritesList,
  RecentList,
  SetlistsList,
  type LibraryListName,
} from '../../features/library/components/library-lists';
import { LibraryTabs } from '../../features/library/components/library-tabs';
import { paths } from '../../lib/paths';

const lists: readonly LibraryListName[] = ['recent', 'favourites', 'setlists'];

/** My library: recently practised pieces, favourites and setlists, a page of each at a time. */
export function LibraryPage() {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('list');
  const list = lists.find((name) => name === asked) ?? 'recent';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const hrefOf = (next: number) =>
    paths.library.href({ list, page: next > 1 ? String(next) : undefined });
  return (
    <RequireSignIn>
      <Page heading="My library">
        <LibraryTabs current={list} />
        {list === 'recent' && <RecentList page={page} hrefOf={hrefOf} />}
        {list === 'favourites' && <FavouritesList page={page} hrefOf={hrefOf} />}
        {list === 'setlists' && <SetlistsList page={page} hrefOf={hrefOf} />}
      </Page>
    </RequireSignIn>
  );
}
