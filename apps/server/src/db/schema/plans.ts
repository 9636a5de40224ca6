import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The monthly plan and its price in each country we sell in; GB is the fallback. */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  countryCode: text('country_code').notNull().unique(),
  /** Minor units of `currency`. */
  price: integer('price').notNull(),
  currency: text('currency').notNull(),
});
