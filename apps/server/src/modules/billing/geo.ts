import { createRequire } from 'node:module';
import type { BillingConfig } from '../../config/env.js';

interface GeoLookup {
  lookup(ip: string): { country: string } | null;
}

let geoip: GeoLookup | undefined;

/**
 * geoip-lite reads its database (about 150 MB) when first required, so it is loaded on the
 * first signup rather than at start-up.
 */
function loadGeoip(): GeoLookup {
  geoip ??= createRequire(import.meta.url)('geoip-lite') as GeoLookup;
  return geoip;
}

const privateAddress =
  /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|::1$|fc|fd|fe80:|::ffff:127\.)/i;

/**
 * The client's country from its address (request.ip, which honours TRUST_PROXY), or
 * undefined when it cannot be placed. Loopback and private addresses get GEOIP_LOCAL_COUNTRY.
 */
export function countryOfAddress(
  ip: string | undefined,
  config: Pick<BillingConfig, 'geoipLocalCountry'>,
): string | undefined {
  // A request whose connection closed before it was handled has no address left.
  if (!ip) return undefined;
  const address = ip.replace(/^::ffff:(?=\d+\.)/, '');
  if (privateAddress.test(address)) return config.geoipLocalCountry;
  return loadGeoip().lookup(address)?.country || undefined;
}
