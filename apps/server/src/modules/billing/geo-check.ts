import { billingServerMessages } from '@cadenza/domain';
import type { BillingConfig } from '../../config/env.js';
import { AppError } from '../../http/app-error.js';
import { countryOfAddress } from './geo.js';

/** Refuses a client in a geo-restricted country; returns its country when it is known. */
export function checkClientCountry(config: BillingConfig, ip: string): string | undefined {
  const country = countryOfAddress(ip, config);
  if (country && config.geoRestrictedCountries.includes(country)) {
    throw new AppError('forbidden', billingServerMessages.geoRestricted);
  }
  return country;
}

/**
 * Registration: the client's country must be known, since the card must come from it (spec §5);
 * refused before the processor is asked anything.
 */
export function requireClientCountry(config: BillingConfig, ip: string): string {
  const country = checkClientCountry(config, ip);
  if (!country) throw new AppError('unprocessable', billingServerMessages.countryOfResidence);
  return country;
}

/** Registration: the card must come from the country the client is in (spec §5). */
export function checkCountryOfResidence(
  config: BillingConfig,
  clientCountry: string | undefined,
  cardCountry: string,
): void {
  if (config.geoRestrictedCountries.includes(cardCountry)) {
    throw new AppError('forbidden', billingServerMessages.geoRestricted);
  }
  if (!clientCountry || clientCountry !== cardCountry) {
    throw new AppError('unprocessable', billingServerMessages.countryOfResidence);
  }
}
