import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useReferralCode, withReferralCode } from '../lib/referral-code';

type AppLinkProps = Omit<LinkProps, 'to'> & { to: string };

/** A link inside the app that carries the current referral code (spec §2). */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, ...props },
  ref,
) {
  const referralCode = useReferralCode();
  return <Link ref={ref} to={withReferralCode(to, referralCode)} {...props} />;
});
