import type { Country } from '@cadenza/domain';
import { allCountries } from 'country-region-data';

/**
 * Countries whose postal addresses carry a state, province or county, so the card form asks
 * for one. Elsewhere (GB, most of Europe) the region list is empty and the field is hidden.
 */
const countriesWithRegions = new Set([
  'US',
  'CA',
  'AU',
  'IN',
  'BR',
  'MX',
  'IE',
  'IT',
  'ES',
  'JP',
  'CN',
  'AR',
]);

let cached: Country[] | undefined;

/** The bundled country list (country-region-data), sorted by name. */
export function listCountries(): Country[] {
  cached ??= allCountries
    .map(([name, alpha2, regions]) => ({
      name,
      alpha2,
      regions: countriesWithRegions.has(alpha2)
        ? regions.map(([regionName, abbreviation]) => ({
            name: regionName,
            abbreviation,
          }))
        : [],
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}
