import { DIFFICULTY_PARAM } from '@cadenza/domain/rules';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Layout } from '../components/layout/layout';
import { SearchBox } from '../features/search/components/search-box';
import { REFERRAL_CODE_PARAM, useReferralCode } from '../lib/referral-code';
import { paths } from '../lib/paths';

/** The header field: each (debounced) change opens the search route for the new query. */
function HeaderSearch() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const referralCode = useReferralCode();
  const isOnSearchRoute = pathname === paths.search.path || pathname.startsWith('/search/');
  const query = isOnSearchRoute ? (searchParams.get('q') ?? '') : '';

  function search(nextQuery: string) {
    const trimmed = nextQuery.trim();
    if (!trimmed && !isOnSearchRoute) return;
    const params = new URLSearchParams();
    if (trimmed) params.set('q', trimmed);
    const difficulty = searchParams.get(DIFFICULTY_PARAM);
    if (difficulty) params.set(DIFFICULTY_PARAM, difficulty);
    if (referralCode) params.set(REFERRAL_CODE_PARAM, referralCode);
    const target = isOnSearchRoute ? pathname : paths.search.path;
    const search = params.toString();
    void navigate(search ? `${target}?${search}` : target, { replace: isOnSearchRoute });
  }

  return <SearchBox query={query} onSearch={search} />;
}

/** The app pages' layout: header with search and account button, the page, footer. */
export function AppLayout() {
  return <Layout search={<HeaderSearch />} />;
}
