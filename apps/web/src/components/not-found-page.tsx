import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { Page } from './page';

export const NOT_FOUND_MESSAGE = 'Page was not found';

export function NotFoundPage() {
  return (
    <Page heading={NOT_FOUND_MESSAGE}>
      <p>
        <Link to={paths.home.href()}>Go to the home page</Link>
      </p>
    </Page>
  );
}
