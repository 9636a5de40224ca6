import { billingServerMessages } from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { PlansRepository, PlanRow } from '../app-config/plans.repository.js';

/**
 * The plan a signup or subscription asks for, if it is the one offered in the client's country
 * (what `/api/config` gives that client: its country's plan, else GB's). Any other plan, say a
 * JPY plan asked for from the US, is refused as a 400 on `field`.
 */
export async function requireOfferedPlan(
  plans: PlansRepository,
  input: { planId: string; clientCountry: string | undefined; field: string },
): Promise<PlanRow> {
  const offered = await plans.findPlanForCountry(input.clientCountry);
  if (offered && offered.id === input.planId) return offered;
  const message = (await plans.findPlanById(input.planId))
    ? billingServerMessages.planNotOffered
    : billingServerMessages.planNotFound;
  throw new AppError('badRequest', message, [{ field: input.field, message }]);
}
