import { describe, expect, it } from 'vitest';
import { DEMO_MEDIA_LIMITS, parseFilmRef, planDemoMedia } from './demo-media-plan.js';
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
  const products = [
    product('v1', 'volume'),
    product('p1', 'piece', { scoreRef: 'gen:a', recordingRef: 'synth:gen:a' }),
    product('s1', 'piece', {
      scoreRef: 'lib:song',
      recordingRef: 'synth:lib:song',
      pronunciationAudioRef: 'speech:lib:song',
      language: 'German',
      featureFlags: ['pitch-shift'],
    }),
    product('perf1', 'performance', { scoreRef: 'gen:a', videos: cameras }),
    product('vid1', 'video', { videoRef: 'render:volume:v1' }),
    product('pdf1', 'readingPdf', { pdfRef: 'reading-pages:pdf1' }),
    product('vid2', 'explore', { videoRef: 'render:gen:a:explore-1' }),
  ];

  it('makes a film and a three-camera performance first, then PDFs, recordings and pronunciation', () => {
    expect(
      planDemoMedia(products, new Set()).map(
        (task) => `${task.kind}:${'variant' in task ? task.variant : ''}:${task.productId}`,
      ),
    ).toEqual([
      'video:main:vid1',
      'video:top:perf1',
      'video:left:perf1',
      'video:right:perf1',
      'pdf::pdf1',
      'recording::p1',
      'recording::s1',
      'pronunciation::s1',
      'video:main:vid2',
    ]);
  });

  it('gives recordings to pieces of both players, alternating, within the limits', () => {
    const pieces = Array.from({ length: 40 }, (_, index) =>
      product(`p${String(index)}`, 'piece', {
        recordingRef: `synth:gen:${String(index)}`,
        featureFlags: index % 4 === 3 ? ['pitch-shift'] : [],
      }),
    );
    const recorded = planDemoMedia(pieces, new Set()).map((task) => task.productId);
    const isPitchShift = (id: string) => Number(id.slice(1)) % 4 === 3;
    expect(recorded).toHaveLength(DEMO_MEDIA_LIMITS.recordings);
    expect(recorded.filter(isPitchShift)).toHaveLength(DEMO_MEDIA_LIMITS.pitchShiftRecordings);
    expect(recorded.slice(0, 4).map(isPitchShift)).toEqual([false, true, false, true]);
  });

  it('leaves out what is already made, so a restart resumes', () => {
    const existing = new Set(['video:main:vid1', 'video:top:perf1', 'recording:main:p1']);
    const keys = planDemoMedia(products, existing).map((task) => `${task.kind}:${task.productId}`);
    expect(keys).not.toContain('recording:p1');
    expect(keys[0]).toBe('video:perf1');
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
  });
});
