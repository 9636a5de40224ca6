import { describe, expect, it } from 'vitest';
import { playlistDurationMs, playlistSegments } from './hls-playlist.js';

// As ffmpeg writes a VOD playlist: a key line, then a duration before each segment.
const ffmpegPlaylist = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-KEY:METHOD=AES-128,URI="key",IV=0x0123456789abcdef0123456789abcdef',
  '#EXTINF:4.000000,',
  'segment-00000.ts',
  '#EXTINF:4.000000,',
  'segment-00001.ts',
  '#EXTINF:2.733333,',
  'segment-00002.ts',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

describe('HLS playlists', () => {
  it('last as long as their segments’ #EXTINF durations together', () => {
    expect(playlistDurationMs(ffmpegPlaylist)).toBe(10_733);
    expect(playlistSegments(ffmpegPlaylist)).toHaveLength(3);
  });

  it('read titles after the duration and Windows line ends', () => {
    expect(
      playlistDurationMs('#EXTM3U\r\n#EXTINF:1.5,Intro\r\na.ts\r\n#EXTINF:0.25,\r\nb.ts'),
    ).toBe(1750);
  });

  it('last nothing when they list no segments', () => {
    expect(playlistDurationMs('#EXTM3U\n#EXT-X-ENDLIST\n')).toBe(0);
  });

  it('are refused, named, when a segment has no readable duration', () => {
    expect(() => playlistDurationMs('#EXTM3U\nsegment-00000.ts\n')).toThrow(
      'segment segment-00000.ts has no #EXTINF',
    );
    expect(() => playlistDurationMs('#EXTM3U\n#EXTINF:soon,\nsegment-00000.ts\n')).toThrow(
      'unreadable segment duration in "#EXTINF:soon,"',
    );
  });
});
