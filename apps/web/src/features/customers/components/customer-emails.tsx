import type { CustomerDetail, CustomerEmail } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, type RefObject } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { Pager } from '../../../components/pager/pager';
import { LoadingArea, ResultListSkeleton } from '../../../components/ui/skeleton';
import { tableStyles } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { customerActions, customerQueries } from '../api/customers-api';
import { customersText as text } from '../customers-messages';
import { CustomerActionDialog } from './customer-action-dialog';
import { CustomerSection } from './customer-section';
import { timeText } from './customer-time';
import styles from './customers.module.css';

/** The emails sent to the customer's address, newest first, a page at a time. */
export function CustomerEmails({
  detail,
  page,
  hrefOf,
  onNotice,
}: {
  detail: CustomerDetail;
  page: number;
  /** The page of emails lives in the URL. */
  hrefOf: (page: number) => string;
  onNotice: (notice: string) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useQuery(customerQueries.emails(detail.customer.id, page));
  return (
    <CustomerSection title="Emails" headingRef={heading}>
      {query.isPending ? (
        <LoadingArea>
          <ResultListSkeleton />
        </LoadingArea>
      ) : query.isError ? (
        <LoadFailure message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.total === 0 ? (
        <p className={styles.muted}>{text.noEmails}</p>
      ) : (
        <>
          <div className={tableStyles.scroll}>
            <table className={tableStyles.table}>
              <thead>
                <tr>
                  <th scope="col">Written</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Delivered</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((email) => (
                  <EmailRow
                    key={email.id}
                    email={email}
                    detail={detail}
                    onNotice={onNotice}
                    fallbackFocus={heading}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pageCount={Math.ceil(query.data.total / query.data.pageSize)}
            hrefOf={hrefOf}
            label="Pages of emails"
          />
        </>
      )}
    </CustomerSection>
  );
}

function EmailRow({
  email,
  detail,
  onNotice,
  fallbackFocus,
}: {
  email: CustomerEmail;
  detail: CustomerDetail;
  onNotice: (notice: string) => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  return (
    <tr>
      <td>{timeText(email.createdAt)}</td>
      <td>
        {email.subject}
        <div className={styles.muted}>{email.template}</div>
      </td>
      <td>{email.sentAt ? timeText(email.sentAt) : 'Not yet'}</td>
      <td>
        {email.resendRefusal === null ? (
          <CustomerActionDialog
            customerId={detail.customer.id}
            label={text.resend}
            title={text.resendTitle}
            confirmLabel={text.resend}
            perform={customerActions.resendEmail(detail.customer.id, email.id)}
            onDone={() => {
              onNotice(text.resent);
            }}
            fallbackFocus={fallbackFocus}
          >
            <p>{text.resendText(email.subject, detail.customer.email)}</p>
          </CustomerActionDialog>
        ) : (
          <span className={styles.muted}>{sentence(email.resendRefusal)}</span>
        )}
      </td>
    </tr>
  );
}

/** The server's reason as a sentence. */
function sentence(reason: string): string {
  return `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`;
}
