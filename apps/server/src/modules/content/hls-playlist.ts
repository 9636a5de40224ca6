/**
 * Prepares a stored HLS playlist for one request. Stored playlists name their segments and key
 * relatively ('segment-00000.ts', 'key'), so a browser sends its cookies with every request;
 * a client that authenticates with a media token gets the token appended to each URI.
 */
export function preparePlaylist(stored: string, accessToken: string | undefined): string {
  if (!accessToken) return stored;
  const suffix = `accessToken=${encodeURIComponent(accessToken)}`;
  const withToken = (uri: string) => `${uri}${uri.includes('?') ? '&' : '?'}${suffix}`;
  return stored
    .split('\n')
    .map((line) => {
      if (line.startsWith('#EXT-X-KEY:'))
        return line.replace(/URI="([^"]*)"/, (_, uri: string) => `URI="${withToken(uri)}"`);
      if (line && !line.startsWith('#')) return withToken(line.trim());
      return line;
    })
    .join('\n');
}

/** The segment URIs a stored playlist lists, in order. */
export function playlistSegments(stored: string): string[] {
  return stored
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/**
 * How long a stored playlist plays: the sum of its segments' `#EXTINF` durations, in whole
 * milliseconds. A playlist that lists a segment without a duration is refused, named.
 */
export function playlistDurationMs(stored: string): number {
  let seconds = 0;
  let pending: number | undefined;
  for (const raw of stored.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) {
      const duration = Number.parseFloat(line.slice('#EXTINF:'.length));
      if (!Number.isFinite(duration) || duration < 0)
        throw new Error(`HLS playlist: unreadable segment duration in "${line}"`);
      pending = duration;
    } else if (line && !line.startsWith('#')) {
      if (pending === undefined) throw new Error(`HLS playlist: segment ${line} has no #EXTINF`);
      seconds += pending;
      pending = undefined;
    }
  }
  return Math.round(seconds * 1000);
}
