import { configEndpoint, offerEndpoint } from '@cadenza/domain';
import { callApi } from '../../../lib/api-client';
import { formatMonthlyPrice } from '../../../lib/format-money';
import { DEFAULT_TRIAL_LENGTH_DAYS } from '../landing-content';

export interface LandingData {
  trialLengthDays: number;
  /** Formatted for the visitor's country, e.g. '£9.99'; null until known. */
  monthlyPrice: string | null;
}

/** Spec §9: an active offer's trial length, else the default 30 days. */
async function loadTrialLength(referralCode: string | null, signal: AbortSignal): Promise<number> {
  if (!referralCode) return DEFAULT_TRIAL_LENGTH_DAYS;
  try {
    const offer = await callApi(offerEndpoint, { params: { code: referralCode }, signal });
    return offer.status === 'active' ? offer.trialLength : DEFAULT_TRIAL_LENGTH_DAYS;
  } catch {
    // An unknown or unreachable offer keeps the default trial.
    return DEFAULT_TRIAL_LENGTH_DAYS;
  }
}

async function loadMonthlyPrice(signal: AbortSignal): Promise<string | null> {
  try {
    const config = await callApi(configEndpoint, { signal });
    return formatMonthlyPrice(config.stripePlan);
  } catch {
    return null;
  }
}

export async function loadLandingData(
  referralCode: string | null,
  signal: AbortSignal,
): Promise<LandingData> {
  const [trialLengthDays, monthlyPrice] = await Promise.all([
    loadTrialLength(referralCode, signal),
    loadMonthlyPrice(signal),
  ]);
  return { trialLengthDays, monthlyPrice };
}
