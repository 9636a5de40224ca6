import { describe, expect, it } from 'vitest';
import { configQuerySchema } from './config.js';

describe('configQuerySchema', () => {
  it('accepts the spec query', () => {
    expect(configQuerySchema.parse({ countries: 'true', countryAlpha2: 'GB' })).toEqual({
      countries: 'true',
      countryAlpha2: 'GB',
    });
  });

  it('refuses a malformed country code and unknown parameters', () => {
    expect(configQuerySchema.safeParse({ countryAlpha2: 'GBR' }).success).toBe(false);
    expect(configQuerySchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});
