import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { plans } from '../../db/schema/index.js';

export const DEFAULT_PLAN_COUNTRY = 'GB';

export type PlanRow = typeof plans.$inferSelect;

export function createAppConfigRepository(db: Database) {
  return {
    /** The country's plan, or the GB plan when the country has none. */
    async findPlanForCountry(countryCode: string): Promise<PlanRow | undefined> {
      const rows = await db
        .select()
        .from(plans)
        .where(inArray(plans.countryCode, [countryCode, DEFAULT_PLAN_COUNTRY]));
      return rows.find((row) => row.countryCode === countryCode) ?? rows[0];
    },

    async findPlanById(id: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(plans).where(eq(plans.id, id));
      return row;
    },
  };
}

export type AppConfigRepository = ReturnType<typeof createAppConfigRepository>;
