import type { Config } from '../../config/env.js';
import { disabledFacebookVerifier, type FacebookVerifier } from './facebook-verifier.js';
import { createGraphApiVerifier } from './graph-api-verifier.js';
import { sandboxFacebookVerifier } from './sandbox-verifier.js';

type FacebookConfig = Pick<
  Config,
  'nodeEnv' | 'facebookAppId' | 'facebookAppSecret' | 'facebookGraphUrl'
>;

/** The Graph API with an app secret; the offline sandbox without one, except in production. */
export function createFacebookVerifier(config: FacebookConfig): FacebookVerifier {
  if (config.facebookAppSecret) {
    return createGraphApiVerifier({
      appId: config.facebookAppId,
      appSecret: config.facebookAppSecret,
      graphUrl: config.facebookGraphUrl,
    });
  }
  return config.nodeEnv === 'production' ? disabledFacebookVerifier : sandboxFacebookVerifier;
}
