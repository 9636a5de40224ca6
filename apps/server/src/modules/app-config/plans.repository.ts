import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { plans } from '../../db/schema/index.js';

export const DEFAULT_PLAN_COUNTRY = 'GB';

export type PlanRow = typeof plans.$inferSelect;

export function createPlansRepository(db: Database) {
  return {
    /**
     * The plan offered in a country: its own, or the GB plan when it has none or the country
     * is not known. The one rule for what `/api/config` shows and signup and subscribe accept.
     */
    async findPlanForCountry(countryCode: string | undefined): Promise<PlanRow | undefined> {
      const country = countryCode?.toUpperCase() ?? DEFAULT_PLAN_COUNTRY;
      const rows = await db
        .select()
        .from(plans)
        .where(inArray(plans.countryCode, [country, DEFAULT_PLAN_COUNTRY]));
      return rows.find((row) => row.countryCode === country) ?? rows[0];
    },

    async findPlanById(id: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(plans).where(eq(plans.id, id));
      return row;
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
