import { useParams, useSearchParams } from 'react-router';
import { CustomerPage } from '../../features/customers/components/customer-page';
import { paths } from '../../lib/paths';

/** `/console/customers/{id}?emails=`: a customer, the page of their emails in the URL. */
export function ConsoleCustomerPage() {
  const { customerId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const emailsPage = Math.max(1, Number(searchParams.get('emails')) || 1);
  const href = paths.consoleCustomer.href(customerId);
  return (
    <CustomerPage
      key={customerId}
      customerId={customerId}
      emailsPage={emailsPage}
      emailsHrefOf={(page) => (page > 1 ? `${href}?emails=${String(page)}` : href)}
    />
  );
}
