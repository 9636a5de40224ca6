import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { FacebookUnavailableError, type FacebookVerifier } from './facebook-verifier.js';

const REQUEST_TIMEOUT_MS = 5000;

const debugTokenSchema = z.object({
  data: z.object({
    app_id: z.string(),
    is_valid: z.boolean(),
    user_id: z.string().optional(),
  }),
});

const meSchema = z.object({ id: z.string(), email: z.string().optional() });

export interface GraphApiVerifierOptions {
  appId: string;
  appSecret: string;
  /** https://graph.facebook.com/v21.0 in production; a local stub in tests. */
  graphUrl: string;
}

/**
 * The production verifier. Two Graph API calls: `debug_token` (with our app token) proves
 * the token is valid and was issued to our app, not to some other app whose users' tokens
 * an attacker could replay; `me` (with `appsecret_proof`) reads the id and email.
 */
export function createGraphApiVerifier(options: GraphApiVerifierOptions): FacebookVerifier {
  async function getJson(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${options.graphUrl}/${path}?${new URLSearchParams(params).toString()}`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new FacebookUnavailableError(error instanceof Error ? error.message : String(error));
    }
    if (response.status >= 500) throw new FacebookUnavailableError(`HTTP ${response.status}`);
    // A 4xx is Facebook refusing the token (expired, revoked, malformed).
    if (!response.ok) return null;
    return response.json();
  }

  return {
    kind: 'graph-api',
    async verify(accessToken) {
      const debug = debugTokenSchema.safeParse(
        await getJson('debug_token', {
          input_token: accessToken,
          access_token: `${options.appId}|${options.appSecret}`,
        }),
      );
      if (!debug.success) return null;
      const { is_valid: isValid, app_id: appId, user_id: userId } = debug.data.data;
      if (!isValid || appId !== options.appId || !userId) return null;

      const appSecretProof = createHmac('sha256', options.appSecret)
        .update(accessToken)
        .digest('hex');
      const me = meSchema.safeParse(
        await getJson('me', {
          fields: 'id,email',
          access_token: accessToken,
          appsecret_proof: appSecretProof,
        }),
      );
      if (!me.success || me.data.id !== userId) return null;
      return { facebookId: me.data.id, email: me.data.email ?? null };
    },
  };
}
