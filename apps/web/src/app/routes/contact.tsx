import { Page } from '../../components/page';
import { contactDetails } from '../../lib/contact-details';
import styles from './info-page.module.css';

const addresses = [
  { label: 'Support', email: contactDetails.supportEmail },
  { label: 'Partnerships and PR', email: contactDetails.partnershipsEmail },
  { label: 'Marketing', email: contactDetails.marketingEmail },
  { label: 'General enquiries', email: contactDetails.generalEmail },
];

export function ContactPage() {
  return (
    <Page heading="Contact" documentTitle="Contact us">
      <dl className={styles.details}>
        {addresses.map(({ label, email }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        ))}
        <div>
          <dt>Telephone</dt>
          <dd>
            <a href={`tel:${contactDetails.telephone.replace(/\s/g, '')}`}>
              {contactDetails.telephone}
            </a>
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            <address>
              {contactDetails.postalAddress.map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt>Company number</dt>
          <dd>{contactDetails.companyNumber}</dd>
        </div>
      </dl>
    </Page>
  );
}
