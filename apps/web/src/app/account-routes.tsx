import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { paths } from '../lib/paths';

const signupCreditCard = lazyPage(
  () => import('./routes/signup-credit-card'),
  'SignupCreditCardPage',
);
const welcome = lazyPage(() => import('./routes/welcome'), 'WelcomePage');

export const accountRoutes: RouteObject[] = [
  { path: paths.account.path, element: lazyPage(() => import('./routes/account'), 'AccountPage') },
  { path: paths.library.path, element: lazyPage(() => import('./routes/library'), 'LibraryPage') },
  { path: paths.setlist.path, element: lazyPage(() => import('./routes/setlist'), 'SetlistPage') },
  {
    path: paths.accountSubscription.path,
    element: lazyPage(() => import('./routes/account-subscription'), 'AccountSubscriptionPage'),
  },
  {
    path: paths.accountPurchase.path,
    element: lazyPage(() => import('./routes/account-purchase'), 'AccountPurchasePage'),
  },
  {
    path: paths.accountPrint.path,
    element: lazyPage(() => import('./routes/account-print'), 'AccountPrintPage'),
  },
  {
    path: paths.accountPayment.path,
    element: lazyPage(() => import('./routes/account-payment'), 'AccountPaymentPage'),
  },
  {
    path: paths.accountCardDetails.path,
    element: lazyPage(() => import('./routes/account-card-details'), 'AccountCardDetailsPage'),
  },
  {
    path: paths.accountAddCard.path,
    element: lazyPage(() => import('./routes/account-add-card'), 'AccountAddCardPage'),
  },
  {
    path: paths.accountSubscribe.path,
    element: lazyPage(() => import('./routes/account-subscribe'), 'AccountSubscribePage'),
  },
  {
    path: paths.createPassword.path,
    element: lazyPage(() => import('./routes/create-password'), 'CreatePasswordPage'),
  },
  {
    path: paths.passwordReset.path,
    element: lazyPage(() => import('./routes/password-reset'), 'PasswordResetPage'),
  },
  { path: paths.subscribeCreditCard.path, element: signupCreditCard },
  { path: paths.subscribeWelcome.path, element: welcome },
  { path: paths.welcome.path, element: welcome },
];

/** The offer landing page has the bare layout, like the landing page. */
export const offerBareRoutes: RouteObject[] = [
  { path: paths.offer.path, element: lazyPage(() => import('./routes/offer'), 'OfferPage') },
];

/**
 * Offer signup steps. Registered after every other route: React Router ranks static
 * segments above `:referralCode`, and keeps definition order between equal ranks.
 */
export const offerAppRoutes: RouteObject[] = [
  {
    path: paths.offerSignup.path,
    element: lazyPage(() => import('./routes/offer-signup'), 'OfferSignupPage'),
  },
  { path: paths.offerCreditCard.path, element: signupCreditCard },
  { path: paths.offerWelcome.path, element: welcome },
];
