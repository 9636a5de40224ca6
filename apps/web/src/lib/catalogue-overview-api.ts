import { catalogueOverviewEndpoint } from '@cadenza/domain';
import { formatCountAtLeast } from '@cadenza/domain/rules';
import { callApi } from './api-client';

/** How many scores the live catalogue has, as a claim that stays true ('3,700+'). */
export async function loadScoreCount(signal: AbortSignal): Promise<string> {
  const { counts } = await callApi(catalogueOverviewEndpoint, { signal });
  return formatCountAtLeast(counts.scores);
}
