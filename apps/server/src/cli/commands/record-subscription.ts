import { parseArgs } from 'node:util';
import { createAccountsRepository } from '../../modules/accounts/accounts.repository.js';
import { recordExternalSubscription } from '../../modules/billing/record-external-subscription.js';
import { requireRuntime, UsageError, type CliCommand } from '../command.js';

export const recordSubscriptionCommand: CliCommand = {
  name: 'record-subscription',
  usage:
    'record-subscription --email E --provider apple|cadenza --original-transaction-id ID --expires ISO-DATE ' +
    '[--purchased ISO-DATE] [--total MINOR-UNITS] [--currency GBP] [--trial]',
  description:
    'Record an Apple (or a granted, product-provider) subscription and its transaction; a repeat updates the expiry.',
  needsRuntime: true,
  async run(args, runtime) {
    const { values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        provider: { type: 'string' },
        'original-transaction-id': { type: 'string' },
        expires: { type: 'string' },
        purchased: { type: 'string' },
        total: { type: 'string', default: '0' },
        currency: { type: 'string', default: 'GBP' },
        trial: { type: 'boolean', default: false },
      },
      strict: true,
    });
    const { database, clock } = requireRuntime(runtime);
    if (!values.email) throw new UsageError('--email is required');
    if (values.provider !== 'apple' && values.provider !== 'cadenza')
      throw new UsageError('--provider must be apple or cadenza');
    const originalTransactionId = values['original-transaction-id'];
    if (!originalTransactionId) throw new UsageError('--original-transaction-id is required');
    const expires = new Date(values.expires ?? '');
    const purchased = values.purchased ? new Date(values.purchased) : clock.now();
    const total = Number(values.total);
    if (Number.isNaN(expires.getTime()) || Number.isNaN(purchased.getTime()))
      throw new UsageError('dates must be ISO dates');
    if (!Number.isInteger(total) || total < 0)
      throw new UsageError('--total is a whole number of minor units');
    if (!/^[A-Z]{3}$/.test(values.currency))
      throw new UsageError('--currency is a three-letter code');
    const user = await createAccountsRepository(database.db).findByEmail(values.email);
    if (!user) throw new UsageError(`no account with email ${values.email}`);
    const subscription = await recordExternalSubscription(database.db, {
      userId: user.id,
      provider: values.provider,
      originalTransactionId,
      expiresAt: expires,
      purchasedAt: purchased,
      total,
      currency: values.currency,
      isTrialPeriod: values.trial,
      now: clock.now(),
    });
    console.log(JSON.stringify(subscription));
  },
};
