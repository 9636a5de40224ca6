import { expect, it } from 'vitest';
import { countryOfAddress } from './geo.js';

const config = { geoipLocalCountry: 'GB' };

it('places loopback and private addresses in the local country', () => {
  for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.20.30.40', '192.168.1.2'])
    expect(countryOfAddress(address, config), address).toBe('GB');
});

it('places nobody when the connection closed before the request was handled (no address)', () => {
  expect(countryOfAddress(undefined, config)).toBeUndefined();
  expect(countryOfAddress('', config)).toBeUndefined();
});
