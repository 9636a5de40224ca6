import { useEffect, useState } from 'react';
import { DEFAULT_TRIAL_LENGTH_DAYS } from '../landing-content';
import type { LandingData } from '../api/landing-api';

const initialData: LandingData = {
  trialLengthDays: DEFAULT_TRIAL_LENGTH_DAYS,
  monthlyPrice: null,
  scoreCount: null,
  samplePiece: undefined,
};

/**
 * The trial length (the offer's, when a referral code names an active one; else 30), the
 * local monthly price and what the catalogue holds. Loaded after the first paint, as its own
 * chunk: the API client and its schemas are not part of the landing page's first download.
 */
export function useLandingData(referralCode: string | null): LandingData {
  const [data, setData] = useState<LandingData>(initialData);
  useEffect(() => {
    const controller = new AbortController();
    void import('../api/landing-api')
      .then(({ loadLandingData }) => loadLandingData(referralCode, controller.signal))
      .then((loaded) => {
        if (!controller.signal.aborted) setData(loaded);
      })
      .catch(() => {
        // A chunk or config that did not arrive leaves the defaults in place.
      });
    return () => {
      controller.abort();
    };
  }, [referralCode]);
  return data;
}
