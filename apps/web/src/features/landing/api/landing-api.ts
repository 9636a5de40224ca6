import {
  catalogueOverviewEndpoint,
  configEndpoint,
  offerEndpoint,
  productMediaPaths,
} from '@cadenza/domain';
import { callApi } from '../../../lib/api-client';
import { formatMonthlyPrice } from '../../../lib/format-money';
import { mediaUrl } from '../../../lib/media-url';
import { DEFAULT_TRIAL_LENGTH_DAYS } from '../landing-content';

export interface LandingData {
  trialLengthDays: number;
  /** Formatted for the visitor's country, e.g. '£9.99'; null until known. */
  monthlyPrice: string | null;
  /** Scores in the live catalogue; null until known. */
  scoreCount: number | null;
  /**
   * A real piece of the catalogue, shown by the opening of its score: undefined until known,
   * null when the catalogue has none to show (or could not say).
   */
  samplePiece: SamplePiece | null | undefined;
}

export interface SamplePiece {
  id: string;
  title: string;
  composer: string | null;
  /** Its score's opening bars engraved as an image. */
  openingImageUrl: string;
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

async function loadCatalogue(
  signal: AbortSignal,
): Promise<Pick<LandingData, 'scoreCount' | 'samplePiece'>> {
  try {
    const { counts, samplePiece } = await callApi(catalogueOverviewEndpoint, { signal });
    return {
      scoreCount: counts.scores,
      samplePiece: samplePiece && {
        id: samplePiece.id,
        title: samplePiece.title,
        composer: samplePiece.composer,
        openingImageUrl: mediaUrl(productMediaPaths.openingImage(samplePiece.id)),
      },
    };
  } catch {
    // Without it the page names no count and shows no sample piece.
    return { scoreCount: null, samplePiece: null };
  }
}

export async function loadLandingData(
  referralCode: string | null,
  signal: AbortSignal,
): Promise<LandingData> {
  const [trialLengthDays, monthlyPrice, catalogue] = await Promise.all([
    loadTrialLength(referralCode, signal),
    loadMonthlyPrice(signal),
    loadCatalogue(signal),
  ]);
  return { trialLengthDays, monthlyPrice, ...catalogue };
}
