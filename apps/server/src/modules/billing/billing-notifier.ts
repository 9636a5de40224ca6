import type { Config } from '../../config/env.js';
import type { AccountsRepository } from '../accounts/accounts.repository.js';
import type { EmailSender } from '../email/email-sender.js';
import { formatBillingDate, formatMoney } from './billing-format.js';
import type { SubscriptionRow } from './subscriptions.repository.js';

/** The billing emails: trial reminder, receipt, failed payment, cancellation confirmation. */
export function createBillingNotifier(deps: {
  accounts: AccountsRepository;
  emails: EmailSender;
  config: Pick<Config, 'publicUrl'>;
}) {
  const url = (path: string) => `${deps.config.publicUrl}${path}`;
  const recipient = async (userId: string) => {
    const user = await deps.accounts.findById(userId);
    return user ? { to: user.email, firstName: user.firstName } : undefined;
  };

  return {
    async trialReminder(subscription: SubscriptionRow, monthlyAmount: number): Promise<void> {
      const user = await recipient(subscription.userId);
      if (!user || !subscription.trialEnd) return;
      await deps.emails.send({
        template: 'trial-reminder',
        to: user.to,
        data: {
          firstName: user.firstName,
          trialEndDate: formatBillingDate(subscription.trialEnd),
          price: formatMoney(monthlyAmount, subscription.currency),
          subscriptionUrl: url('/account/subscription'),
        },
      });
    },

    async receipt(input: {
      userId: string;
      amount: number;
      currency: string;
      paidAt: Date;
      reference: string;
    }) {
      const user = await recipient(input.userId);
      if (!user) return;
      await deps.emails.send({
        template: 'receipt',
        to: user.to,
        data: {
          firstName: user.firstName,
          description: 'Monthly subscription',
          amount: formatMoney(input.amount, input.currency),
          date: formatBillingDate(input.paidAt),
          reference: input.reference,
          purchasesUrl: url('/account/purchase'),
        },
      });
    },

    async paymentFailed(input: {
      userId: string;
      amount: number;
      currency: string;
      nextAttemptAt: Date | null;
    }) {
      const user = await recipient(input.userId);
      if (!user) return;
      await deps.emails.send({
        template: 'failed-payment',
        to: user.to,
        data: {
          firstName: user.firstName,
          amount: formatMoney(input.amount, input.currency),
          nextAttemptDate: input.nextAttemptAt ? formatBillingDate(input.nextAttemptAt) : null,
          paymentMethodsUrl: url('/account/payment'),
        },
      });
    },

    async cancelled(subscription: SubscriptionRow): Promise<void> {
      const user = await recipient(subscription.userId);
      if (!user) return;
      await deps.emails.send({
        template: 'cancellation-confirmation',
        to: user.to,
        data: {
          firstName: user.firstName,
          expiryDate: formatBillingDate(subscription.currentPeriodEnd),
          resubscribeUrl: url('/account/subscribe'),
        },
      });
    },
  };
}

export type BillingNotifier = ReturnType<typeof createBillingNotifier>;
