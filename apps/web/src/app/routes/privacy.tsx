import { Page } from '../../components/page';
import { contactDetails } from '../../lib/contact-details';
import { PRODUCT_NAME } from '../../lib/product';

export function PrivacyPage() {
  return (
    <Page heading="Privacy Policy">
      <p>
        {PRODUCT_NAME} keeps the personal data it needs to run your account: your email address,
        your name if you give it, your subscription and payment history. Card numbers are held by
        our card processor, never by us.
      </p>
      <h2>Cookies</h2>
      <p>
        We use a session cookie to keep you signed in and a companion cookie that tells the app
        whether you are signed in. We remember in your browser that you have seen our cookie notice.
        We use no advertising cookies.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask for a copy of your data or for its deletion at{' '}
        <a href={`mailto:${contactDetails.supportEmail}`}>{contactDetails.supportEmail}</a>.
      </p>
    </Page>
  );
}
