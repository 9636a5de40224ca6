import type { HlsConfig } from 'hls.js';

/** Spec §9: HLS nudge offset 0.2 s, retried 5 times. */
export const HLS_NUDGE = { offset: 0.2, maxRetry: 5 } as const;

/**
 * Every request carries the session cookie; key requests also carry a bearer token when the
 * client has one (spec §7: credentials and a bearer token header on key requests).
 */
export function hlsConfig(bearerToken: string | undefined): Partial<HlsConfig> {
  return {
    nudgeOffset: HLS_NUDGE.offset,
    nudgeMaxRetry: HLS_NUDGE.maxRetry,
    enableWorker: true,
    xhrSetup: (xhr, url) => {
      xhr.withCredentials = true;
      if (bearerToken && isKeyUrl(url))
        xhr.setRequestHeader('Authorization', `Bearer ${bearerToken}`);
    },
  };
}

/** Our playlists name the AES-128 key 'key' beside them. */
export function isKeyUrl(url: string): boolean {
  return new URL(url, window.location.href).pathname.endsWith('/key');
}
