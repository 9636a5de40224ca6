import type { AppConfig } from '@cadenza/domain';
import type { Config } from '../../config/env.js';
import { countryOfAddress } from '../billing/geo.js';
import type { PlansRepository, PlanRow } from './plans.repository.js';
import { listCountries } from './countries.js';

export interface AppConfigRequest {
  /** The country asked for; without it, the client's own (from its address). */
  countryAlpha2?: string | undefined;
  /** The client's address (request.ip), which signup and subscribe place the same way. */
  ip: string;
  includeCountries: boolean;
}

export function createAppConfigService(config: Config, repository: PlansRepository) {
  return {
    async getConfig(request: AppConfigRequest): Promise<AppConfig> {
      const country = request.countryAlpha2 ?? countryOfAddress(request.ip, config.billing);
      const plan = await repository.findPlanForCountry(country);
      if (!plan) throw new Error('no plan for the default country: reference data missing');
      return {
        stripePlan: toStripePlan(plan),
        featureFlags: config.featureFlags,
        stripePublishableKey: config.stripePublishableKey,
        facebookAppId: config.facebookAppId,
        facebookSandbox: isFacebookSandbox(config),
        paymentGateway: config.billing.gateway,
        ...(request.includeCountries ? { countries: listCountries() } : {}),
      };
    },
  };
}

/** The same rule as the server's own choice of Facebook verifier (createFacebookVerifier). */
function isFacebookSandbox(config: Config): boolean {
  return !config.facebookAppSecret && config.nodeEnv !== 'production';
}

function toStripePlan(plan: PlanRow): AppConfig['stripePlan'] {
  return { id: plan.id, price: plan.price, currency: plan.currency, countryCode: plan.countryCode };
}

export type AppConfigService = ReturnType<typeof createAppConfigService>;
