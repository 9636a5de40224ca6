import { describe, expect, it } from 'vitest';
import type { Camera } from './keyboard-frames.js';
import { recordingSource } from './make-recording.js';
import { filmSource, makeFilms } from './make-video.js';
import type { MadeMedium, MediaProduct, MediaSink } from './media-maker.js';
import type { MediaRenderer, Soundtrack } from './render-media.js';

const product = (id: string): MediaProduct => ({
  id,
  type: 'performance',
  language: null,
  scoreRef: 'gen:a',
  recordingRef: null,
  pdfRef: null,
  videoRef: null,
  videos: [],
  pronunciationAudioRef: null,
  featureFlags: [],
});

/** A sink that remembers what was saved, and shares what was made from a source. */
function memorySink(recording?: Soundtrack) {
  const assets: MadeMedium[] = [];
  const keys = new Map<string, Buffer>();
  const sink: MediaSink = {
    layout: {
      recording: (id) => `${id}/recording.m4a`,
      recordingStems: (id) => `${id}/recording-stems.m4a`,
      pronunciation: (id) => `${id}/pronunciation.m4a`,
      videoFolder: (id, variant) => `${id}/video-${variant}`,
    },
    isMade: async (id, kind, variant) =>
      Promise.resolve(
        assets.some((a) => a.productId === id && a.kind === kind && a.variant === variant),
      ),
    write: async () => Promise.resolve(),
    findMadeVideo: async (source) => {
      const made = assets.find((asset) => asset.source === source);
      const key = made && keys.get(`${made.productId}:${made.variant}`);
      return Promise.resolve(made && key ? { path: made.path, key, durationMs: 1000 } : undefined);
    },
    findMadeRecording: async (source) =>
      Promise.resolve(source === recordingSource('gen:a') ? recording : undefined),
    saveMediaKey: async (id, variant, key) => {
      keys.set(`${id}:${variant}`, key);
      return Promise.resolve();
    },
    saveMediaAsset: async (asset) => {
      assets.push(asset);
      return Promise.resolve();
    },
  };
  return { sink, assets };
}

function countingRenderer() {
  const calls: { cameras: readonly Camera[]; soundtrack: Soundtrack | undefined }[] = [];
  const render: MediaRenderer = {
    recording: () => Promise.reject(new Error('not here')),
    stems: () => Promise.reject(new Error('not here')),
    pronunciation: () => Promise.reject(new Error('not here')),
    films: async (_score, cameras, soundtrack) => {
      calls.push({ cameras, soundtrack });
      return Promise.resolve({
        durationMs: 1000,
        films: cameras.map((camera) => ({
          camera,
          key: new Uint8Array(16).fill(cameras.indexOf(camera) + 1),
          files: [{ name: 'playlist.m3u8', data: new Uint8Array([1]) }],
        })),
      });
    },
  };
  return { render, calls };
}

const loadScore = async () => Promise.resolve({ format: 'musicxml' as const, content: '<x/>' });

describe('making films', () => {
  it('films the cameras missing in one pass, with the sound of the recording of the same score', async () => {
    const soundtrack = { audio: new Uint8Array([9, 9]), durationMs: 1000 };
    const { sink, assets } = memorySink(soundtrack);
    const { render, calls } = countingRenderer();
    const deps = { sink, render, loadScore };
    await makeFilms(deps, product('perf'), 'gen:a', [
      { variant: 'top', camera: 'top' },
      { variant: 'left', camera: 'left' },
      { variant: 'right', camera: 'right' },
    ]);
    expect(calls).toEqual([{ cameras: ['top', 'left', 'right'], soundtrack }]);
    expect(assets.map((asset) => [asset.variant, asset.source])).toEqual([
      ['top', filmSource('gen:a', 'top')],
      ['left', filmSource('gen:a', 'left')],
      ['right', filmSource('gen:a', 'right')],
    ]);

    // Another product showing the left camera of the same score shares it: no film is made.
    await makeFilms(deps, product('explore'), 'gen:a', [{ variant: 'main', camera: 'left' }]);
    expect(calls).toHaveLength(1);
    const shared = assets.find((asset) => asset.productId === 'explore');
    expect(shared?.path).toBe('perf/video-left');
    // Made already: nothing happens again.
    await makeFilms(deps, product('explore'), 'gen:a', [{ variant: 'main', camera: 'left' }]);
    expect(assets.filter((asset) => asset.productId === 'explore')).toHaveLength(1);
  });

  it('renders its own sound when no recording of the score exists', async () => {
    const { sink } = memorySink(undefined);
    const { render, calls } = countingRenderer();
    await makeFilms({ sink, render, loadScore }, product('perf'), 'gen:a', [
      { variant: 'top', camera: 'top' },
    ]);
    expect(calls[0]?.soundtrack).toBeUndefined();
  });
});
