import { Page } from '../../components/page';
import { contactDetails } from '../../lib/contact-details';
import { PRODUCT_NAME } from '../../lib/product';

export function HelpPage() {
  return (
    <Page heading="Help & Support">
      <h2>Which devices can I use?</h2>
      <p>
        {PRODUCT_NAME} works in recent versions of Chrome, Firefox, Safari and Opera on a desktop or
        laptop computer, and in our iPad app. Mobile phones are not supported.
      </p>
      <h2>How does the free trial work?</h2>
      <p>
        Your trial is free for 30 days. We send you a reminder email 3 days before it ends, and if
        you cancel during the trial you are not charged.
      </p>
      <h2>Still need help?</h2>
      <p>
        Write to us at{' '}
        <a href={`mailto:${contactDetails.supportEmail}`}>{contactDetails.supportEmail}</a>.
      </p>
    </Page>
  );
}
