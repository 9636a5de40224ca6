-- Extensions the catalogue search needs (both are in PGlite's contrib and Debian's PostgreSQL).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Monthly plan price per country, in minor units. GB/GBP is the fallback for every other country.
INSERT INTO plans (id, country_code, price, currency) VALUES
  ('monthly-gb', 'GB', 999, 'GBP'),
  ('monthly-us', 'US', 1299, 'USD'),
  ('monthly-ca', 'CA', 1699, 'CAD'),
  ('monthly-au', 'AU', 1799, 'AUD'),
  ('monthly-nz', 'NZ', 1899, 'NZD'),
  ('monthly-ie', 'IE', 1199, 'EUR'),
  ('monthly-de', 'DE', 1199, 'EUR'),
  ('monthly-fr', 'FR', 1199, 'EUR'),
  ('monthly-es', 'ES', 1199, 'EUR'),
  ('monthly-it', 'IT', 1199, 'EUR'),
  ('monthly-nl', 'NL', 1199, 'EUR'),
  ('monthly-at', 'AT', 1199, 'EUR'),
  ('monthly-be', 'BE', 1199, 'EUR'),
  ('monthly-se', 'SE', 12900, 'SEK'),
  ('monthly-no', 'NO', 12900, 'NOK'),
  ('monthly-dk', 'DK', 8900, 'DKK'),
  ('monthly-ch', 'CH', 1200, 'CHF'),
  ('monthly-jp', 'JP', 1800, 'JPY')
ON CONFLICT (country_code) DO NOTHING;
