import { useSearchParams } from 'react-router';
import { CustomerSearch } from '../../features/customers/components/customer-search';
import { paths } from '../../lib/paths';

const hrefOf = (query: string, page: number) => {
  const search = new URLSearchParams();
  if (query) search.set('q', query);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `${paths.console.href('customers')}?${text}` : paths.console.href('customers');
};

/** `/console/customers?q=&page=`. */
export function ConsoleCustomersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  return (
    <CustomerSearch
      key={query}
      query={query}
      page={page}
      onSearch={(next) => {
        setSearchParams(next ? { q: next } : {});
      }}
      hrefOf={(target) => hrefOf(query, target)}
    />
  );
}
