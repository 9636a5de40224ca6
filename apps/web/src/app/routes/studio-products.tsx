import { useNavigate, useSearchParams } from 'react-router';
import { StudioProducts } from '../../features/studio/components/studio-products';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';

const hrefWith = (q: string, page: number) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return paths.studio.href(search ? `products?${search}` : 'products');
};

/** `/studio/products?q=&page=`: the query and page in the URL, so back and links keep them. */
export function StudioProductsPage() {
  useDocumentTitle('Studio: products');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <StudioProducts
      key={q}
      q={q}
      page={page}
      onSearch={(next) => void navigate(hrefWith(next, 1))}
      hrefOf={(next) => hrefWith(q, next)}
    />
  );
}
