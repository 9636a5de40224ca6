import { isRelativeMediaUrl } from '@cadenza/domain';

/** Where the API is served; the web app and the API share one origin unless configured. */
const API_ORIGIN: string =
  (import.meta.env.VITE_API_ORIGIN as string | undefined) ?? window.location.origin;

/** Spec §7: relative image and media paths are prefixed with the API host; https URLs are kept. */
export function mediaUrl(url: string): string {
  return isRelativeMediaUrl(url) ? new URL(url, API_ORIGIN).href : url;
}
