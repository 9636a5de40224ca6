import { describe, expect, it } from 'vitest';
import { buildDemoLibrary } from '../demo/build-demo-library.js';
import { createScoreLibrary } from '../scores/create-score-library.js';
import { filmsOf, parseFilmRef, planDemoMedia, remakeTask } from './demo-media-plan.js';
import type { MediaProduct } from './media-maker.js';

function product(
  id: string,
  type: MediaProduct['type'],
  extra: Partial<MediaProduct> = {},
): MediaProduct {
  return {
    id,
    type,
    language: null,
    scoreRef: null,
    recordingRef: null,
    pdfRef: null,
    videoRef: null,
    videos: [],
    pronunciationAudioRef: null,
    featureFlags: [],
    ...extra,
  };
}

describe('demo media plan', () => {
  const cameras = (['top', 'left', 'right'] as const).map((perspective) => ({
    perspective,
    ref: `render:gen:a:${perspective}`,
  }));
  const waiting = [
    product('p1', 'piece', { scoreRef: 'gen:a', recordingRef: 'synth:gen:a' }),
    product('perf1', 'performance', { scoreRef: 'gen:a', videos: cameras }),
    product('vid1', 'video', { videoRef: 'render:volume:v1' }),
    product('imported', 'piece', { scoreRef: 'import:abc', recordingRef: 'studio:take-3' }),
    product('vid2', 'explore', { videoRef: 'render:gen:a:explore-1' }),
  ];

  it('makes the products seen first first, then the others in the order given', () => {
    expect(planDemoMedia(waiting, ['home-volume', 'p1', 'vid1'])).toEqual([
      { productId: 'p1' },
      { productId: 'vid1' },
      { productId: 'perf1' },
      { productId: 'vid2' },
    ]);
  });

  it('films a performance just before the first product that shares its films', () => {
    expect(planDemoMedia(waiting, ['home-volume', 'vid2'])).toEqual([
      { productId: 'perf1' },
      { productId: 'vid2' },
      { productId: 'p1' },
      { productId: 'vid1' },
    ]);
    expect(planDemoMedia([...waiting].reverse(), [])).toEqual([
      { productId: 'perf1' },
      { productId: 'vid2' },
      { productId: 'vid1' },
      { productId: 'p1' },
    ]);
  });

  it('leaves out media these jobs cannot make (imported or recorded elsewhere)', () => {
    expect(planDemoMedia(waiting, []).map((task) => task.productId)).not.toContain('imported');
    expect(remakeTask(waiting[3] as MediaProduct, 'recording', 'main')).toBeUndefined();
    expect(remakeTask(waiting[1] as MediaProduct, 'video', 'left')).toEqual({ productId: 'perf1' });
  });

  it('reads which score and camera a film shows', () => {
    expect(parseFilmRef('render:gen:scale:major:rh-1:C-major:left')).toEqual({
      scoreRef: 'gen:scale:major:rh-1:C-major',
      camera: 'left',
    });
    expect(parseFilmRef('render:lib:bach:explore-2')).toEqual({
      scoreRef: 'lib:bach',
      camera: 'right',
    });
    expect(parseFilmRef('render:volume:piano-1')).toEqual({ scoreRef: null, camera: 'top' });
    expect(filmsOf(waiting[1] as MediaProduct).map((film) => film.camera)).toEqual([
      'top',
      'left',
      'right',
    ]);
  });

  it('covers every medium the demo library promises, and its films share their sources', () => {
    const products = buildDemoLibrary(createScoreLibrary()).products.map((draft): MediaProduct => ({
      id: draft.id,
      type: draft.type,
      language: draft.language ?? null,
      scoreRef: draft.scoreRef ?? null,
      recordingRef: draft.recordingRef ?? null,
      pdfRef: draft.pdfRef ?? null,
      videoRef: draft.videoRef ?? null,
      videos: draft.videos,
      pronunciationAudioRef: draft.pronunciationAudioRef ?? null,
      featureFlags: draft.featureFlags,
    }));
    const withMedia = products.filter(
      (item) =>
        item.recordingRef !== null ||
        item.pronunciationAudioRef !== null ||
        item.videoRef !== null ||
        item.videos.length > 0,
    );
    const planned = new Set(planDemoMedia(products, []).map((task) => task.productId));
    expect(withMedia.filter((item) => !planned.has(item.id))).toEqual([]);
    // Performances play their films: they promise no recording of their own.
    expect(products.filter((item) => item.type === 'performance' && item.recordingRef)).toEqual([]);
    // Explore films are cameras of their piece's performance: none needs a film of its own.
    const performanceFilms = new Set(
      products.flatMap((item) =>
        filmsOf(item)
          .filter(() => item.type === 'performance')
          .map((film) => `${film.camera}:${String(film.scoreRef)}`),
      ),
    );
    const explores = products.filter((item) => item.type === 'explore').flatMap(filmsOf);
    expect(explores.length).toBeGreaterThan(0);
    expect(
      explores.filter((film) => !performanceFilms.has(`${film.camera}:${String(film.scoreRef)}`)),
    ).toEqual([]);
  });
});
