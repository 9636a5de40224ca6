import type { MadeMedium, MediaRenderer, MediaSink } from '@cadenza/music/media';
import { describe, expect, it } from 'vitest';
import { makeProductMedia } from '../../src/modules/content/content-jobs.js';
import type { ContentProductRow } from '../../src/modules/content/content.repository.js';

const row = (id: string, fields: Partial<ContentProductRow>): ContentProductRow => ({
  id,
  type: 'piece',
  title: id,
  subtitle: null,
  language: null,
  published: true,
  scoreRef: 'gen:a',
  recordingRef: null,
  pdfRef: null,
  videoRef: null,
  videos: [],
  pronunciationAudioRef: null,
  featureFlags: [],
  ...fields,
});

const piece = row('piece', { recordingRef: 'synth:gen:a' });
const performance = row('performance', {
  type: 'performance',
  videos: ['top', 'left', 'right'].map((perspective) => ({
    perspective: perspective as 'top',
    ref: `render:gen:a:${perspective}`,
  })),
});

/** What the jobs store, in memory; a recording saved is found by its source with its bytes. */
function memorySink() {
  const assets: MadeMedium[] = [];
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
    findMadeVideo: async () => Promise.resolve(undefined),
    findMadeRecording: async (source) => {
      const made = assets.find((asset) => asset.kind === 'recording' && asset.source === source);
      return Promise.resolve(made && { audio: new Uint8Array([7]), durationMs: made.durationMs });
    },
    saveMediaKey: async () => Promise.resolve(),
    saveMediaAsset: async (asset) => {
      assets.push(asset);
      return Promise.resolve();
    },
  };
  return { sink, assets };
}

/** A renderer that answers at once (the recording after a turn, so jobs overlap), counting its calls. */
function countingRenderer(options: { recordingFails?: boolean; hasParts?: boolean } = {}) {
  const calls = { recordings: 0, stems: 0, films: [] as { withSoundtrack: boolean }[] };
  const render: MediaRenderer = {
    recording: async () => {
      calls.recordings += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (options.recordingFails) throw new Error('the synthesiser failed');
      return { audio: new Uint8Array([7]), durationMs: 1000, syncMap: { points: [] } };
    },
    stems: async () => {
      calls.stems += 1;
      return Promise.resolve(
        options.hasParts === false
          ? null
          : {
              audio: new Uint8Array([8]),
              durationMs: 1000,
              syncMap: { points: [[0, 0]] as [number, number][] },
              channels: [{ staves: [1] }, { staves: [2, 3] }],
            },
      );
    },
    films: async (_score, cameras, soundtrack) => {
      calls.films.push({ withSoundtrack: soundtrack !== undefined });
      return Promise.resolve({
        durationMs: 1000,
        films: cameras.map((camera) => ({
          camera,
          key: new Uint8Array(16),
          files: [{ name: 'playlist.m3u8', data: new Uint8Array([1]) }],
        })),
      });
    },
    pronunciation: () => Promise.reject(new Error('no words here')),
  };
  return { render, calls };
}

function depsFor(render: MediaRenderer) {
  const { sink, assets } = memorySink();
  const repository = {
    findParentsFirstScoreRef: async () => Promise.resolve(undefined),
    // The piece waits until its recording is saved.
    findWaitingRecordedFrom: async (scoreRef: string) =>
      Promise.resolve(
        scoreRef === 'gen:a' && !assets.some((asset) => asset.productId === 'piece')
          ? piece
          : undefined,
      ),
  };
  const loadScore = async () => Promise.resolve({ format: 'musicxml' as const, content: '<x/>' });
  return { deps: { sink, render, loadScore, repository }, assets };
}

describe('a demo-media job', () => {
  it("films a performance with its piece's recording, made once though the piece's job runs alongside", async () => {
    const { render, calls } = countingRenderer();
    const { deps, assets } = depsFor(render);
    await Promise.all([makeProductMedia(deps, performance), makeProductMedia(deps, piece)]);
    expect(calls.recordings).toBe(1);
    expect(calls.films).toEqual([{ withSoundtrack: true }]);
    expect(assets.filter((asset) => asset.kind === 'recording')).toHaveLength(1);
    expect(assets.filter((asset) => asset.productId === 'performance')).toHaveLength(3);
  });

  it("still films the performance, with a sound of its own, when the piece's recording fails", async () => {
    const { render, calls } = countingRenderer({ recordingFails: true });
    const { deps, assets } = depsFor(render);
    await makeProductMedia(deps, performance);
    expect(calls.films).toEqual([{ withSoundtrack: false }]);
    expect(assets.map((asset) => asset.variant)).toEqual(['top', 'left', 'right']);
    await expect(makeProductMedia(deps, piece)).rejects.toThrow('the synthesiser failed');
  });

  it("makes the recording's stems for a piece flagged 'stems', once, with the staves of each channel", async () => {
    const { render, calls } = countingRenderer();
    const { deps, assets } = depsFor(render);
    const song = row('song', { recordingRef: 'synth:gen:a', featureFlags: ['stems'] });
    await makeProductMedia(deps, song);
    await makeProductMedia(deps, song);
    expect(calls.stems).toBe(1);
    expect(assets.map((asset) => [asset.kind, asset.variant, asset.path])).toEqual([
      ['recording', 'main', 'song/recording.m4a'],
      ['recording', 'stems', 'song/recording-stems.m4a'],
    ]);
    expect(assets[1]?.syncMap).toEqual({
      points: [[0, 0]],
      channels: [{ staves: [1] }, { staves: [2, 3] }],
    });
  });

  it('makes no stems for a piece not flagged, nor for a score whose staves are not parts', async () => {
    const { render, calls } = countingRenderer({ hasParts: false });
    const { deps, assets } = depsFor(render);
    await makeProductMedia(deps, piece);
    expect(calls.stems).toBe(0);
    await makeProductMedia(
      deps,
      row('solo', { recordingRef: 'synth:gen:a', featureFlags: ['stems'] }),
    );
    expect(calls.stems).toBe(1);
    expect(assets.filter((asset) => asset.variant === 'stems')).toEqual([]);
  });
});
