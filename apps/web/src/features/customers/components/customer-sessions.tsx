import type { CustomerDetail } from '@cadenza/domain';
import { useRef } from 'react';
import { tableStyles } from '../../../components/ui/table';
import { customerActions } from '../api/customers-api';
import { customersText as text } from '../customers-messages';
import { CustomerActionDialog } from './customer-action-dialog';
import { CustomerSection } from './customer-section';
import { timeText } from './customer-time';
import styles from './customers.module.css';

/** Where the customer is signed in; all of it can be ended at once. */
export function CustomerSessions({
  detail,
  onNotice,
}: {
  detail: CustomerDetail;
  onNotice: (notice: string) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { sessions } = detail;
  return (
    <CustomerSection
      title="Sessions"
      headingRef={heading}
      aside={
        <CustomerActionDialog
          isAllowed={sessions.length > 0}
          customerId={detail.customer.id}
          label={text.endSessions}
          title={text.endSessionsTitle}
          confirmLabel={text.endSessions}
          variant="danger"
          perform={customerActions.endSessions(detail.customer.id)}
          onDone={() => {
            onNotice(text.sessionsEnded);
          }}
          fallbackFocus={heading}
        >
          <p>{text.endSessionsText(sessions.length)}</p>
        </CustomerActionDialog>
      }
    >
      {sessions.length === 0 ? (
        <p className={styles.muted}>{text.noSessions}</p>
      ) : (
        <>
          <div className={tableStyles.scroll}>
            <table className={tableStyles.table}>
              <thead>
                <tr>
                  <th scope="col">Signed in</th>
                  <th scope="col">Last seen</th>
                  <th scope="col">Ends at the latest</th>
                </tr>
              </thead>
              <tbody>
                {sessions.map((session) => (
                  <tr key={session.id}>
                    <td>{timeText(session.createdAt)}</td>
                    <td>{timeText(session.lastSeenAt)}</td>
                    <td>{timeText(session.expiresAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.muted}>{text.sessionsNote}</p>
        </>
      )}
    </CustomerSection>
  );
}
