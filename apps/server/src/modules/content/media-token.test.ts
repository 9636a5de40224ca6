import { describe, expect, it } from 'vitest';
import { preparePlaylist } from './hls-playlist.js';
import { createMediaToken, verifyMediaToken } from './media-token.js';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const now = new Date('2030-01-01T10:00:00Z');
const claims = { userId: 'u1', sessionId: 's1', expiresAt: new Date('2030-01-01T10:30:00Z') };

describe('media tokens', () => {
  it('verify with the secret until they expire', () => {
    const token = createMediaToken(secret, claims);
    expect(verifyMediaToken(secret, token, now)).toEqual(claims);
    expect(verifyMediaToken(secret, token, new Date('2030-01-01T10:30:00Z'))).toBeUndefined();
    expect(verifyMediaToken('another-secret-of-thirty-two-characters', token, now)).toBeUndefined();
  });

  it('refuse a token whose claims were changed', () => {
    const [version, , signature] = createMediaToken(secret, claims).split('.');
    const forged = Buffer.from(JSON.stringify({ u: 'admin', s: 's1', e: 1_999_999_999 })).toString(
      'base64url',
    );
    expect(
      verifyMediaToken(secret, `${String(version)}.${forged}.${String(signature)}`, now),
    ).toBeUndefined();
    expect(verifyMediaToken(secret, 'not-a-token', now)).toBeUndefined();
  });
});

describe('HLS playlists', () => {
  const stored =
    '#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="key",IV=0x01\n#EXTINF:4.0,\nsegment-00000.ts\n#EXT-X-ENDLIST\n';

  it('stay as stored for cookie clients', () => {
    expect(preparePlaylist(stored, undefined)).toBe(stored);
  });

  it('carry the media token on the key and every segment for token clients', () => {
    const prepared = preparePlaylist(stored, 'm1.a+b.c');
    expect(prepared).toContain('URI="key?accessToken=m1.a%2Bb.c"');
    expect(prepared).toContain('\nsegment-00000.ts?accessToken=m1.a%2Bb.c\n');
    expect(prepared).toContain('#EXTINF:4.0,\n');
  });
});
