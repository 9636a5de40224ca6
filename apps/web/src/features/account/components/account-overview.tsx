import type { ComponentType } from 'react';
import { paths } from '../../../lib/paths';
import { AppLink } from '../../../components/app-link';
import {
  ConsoleIcon,
  CreditCardIcon,
  ReceiptIcon,
  StudioIcon,
  SubscriptionIcon,
} from '../../../components/icons/ui-icons';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useAppConfig } from '../../../lib/app-config-api';
import { useMe } from '../../../lib/me-api';
import { accountMessages as m } from '../account-messages';
import { canManageBilling, greetingFor } from '../account-rules';
import styles from './account.module.css';

interface AccountOverviewProps {
  onSignOut: () => void;
  isSigningOut: boolean;
  /** Injectable for tests of the greeting. */
  now?: Date;
}

/** A page of the account area as a card: its link (the card's name) and what it holds. */
interface PageCard {
  name: string;
  href: string;
  about: string;
  Icon: ComponentType;
}

/** The billing pages. */
const billingPages: PageCard[] = [
  {
    name: 'Subscription',
    href: paths.accountSubscription.href(),
    about: 'Your plan, its status and when it renews',
    Icon: SubscriptionIcon,
  },
  {
    name: 'Purchase history',
    href: paths.accountPurchase.href(),
    about: 'What you have paid, and when',
    Icon: ReceiptIcon,
  },
  {
    name: 'Payment methods',
    href: paths.accountPayment.href(),
    about: 'Your saved cards and which one is charged',
    Icon: CreditCardIcon,
  },
];

/** Pages for staff, each shown to the roles listed (the server checks every request too). */
const staffPages: (PageCard & { roles: string[] })[] = [
  {
    name: 'Studio',
    href: paths.studio.href(),
    about: 'Edit and publish your imprint’s products',
    Icon: StudioIcon,
    roles: ['admin', 'publisher'],
  },
  {
    name: 'Operations console',
    href: paths.console.href(),
    about: 'Partner offers and the audit log of admin actions',
    Icon: ConsoleIcon,
    roles: ['admin'],
  },
];

/** Spec §2 account page: greeting, who is signed in, the billing pages, Sign out. */
export function AccountOverview({
  onSignOut,
  isSigningOut,
  now = new Date(),
}: AccountOverviewProps) {
  const me = useMe();
  const config = useAppConfig();
  if (!me.data) return null;
  const showsBilling = config.data ? canManageBilling(me.data, config.data.featureFlags) : false;
  const role = me.data.role;
  const shownStaffPages = staffPages.filter((page) => page.roles.includes(role));
  const initial = (me.data.firstName ?? me.data.email).charAt(0).toUpperCase();
  return (
    <div className={styles.overview}>
      <Card as="section" aria-label="Profile" className={styles.profile}>
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <p className={styles.greeting}>{greetingFor(now, me.data.firstName)}</p>
        <p className={styles.muted}>{m.signedInAs(me.data.email)}</p>
        <div>
          <Button variant="secondary" isLoading={isSigningOut} onClick={onSignOut}>
            Sign out
          </Button>
        </div>
      </Card>
      {shownStaffPages.length > 0 && <PageCards label="Staff" pages={shownStaffPages} />}
      {showsBilling && <PageCards label="Account" pages={billingPages} />}
    </div>
  );
}

/** A list of page cards, named for screen readers. */
function PageCards({ label, pages }: { label: string; pages: PageCard[] }) {
  return (
    <nav aria-label={label} className={styles.billing}>
      <ul className={styles.pageCards}>
        {pages.map(({ name, href, about, Icon }) => (
          <li key={name}>
            <Card as="div" isInteractive className={styles.pageCard}>
              <span className={styles.pageIcon}>
                <Icon />
              </span>
              <AppLink to={href} className={styles.pageLink}>
                {name}
              </AppLink>
              <p className={styles.muted}>{about}</p>
            </Card>
          </li>
        ))}
      </ul>
    </nav>
  );
}
