import { Page } from '../../components/page';
import { PRODUCT_NAME } from '../../lib/product';

export function TermsPage() {
  return (
    <Page heading="Terms of Service">
      <p>
        A {PRODUCT_NAME} subscription gives you personal access to the whole catalogue in desktop
        browsers and in the iPad app. It starts with a free trial and then renews every month until
        you cancel.
      </p>
      <h2>Cancelling</h2>
      <p>
        You can cancel at any time from your account. If you cancel during the trial, nothing is
        charged; otherwise your access continues until the end of the month you have paid for.
      </p>
      <h2>Using the music</h2>
      <p>
        Scores, recordings and videos are licensed from their publishers and record labels for your
        own practice and study. They may not be copied or shared.
      </p>
    </Page>
  );
}
