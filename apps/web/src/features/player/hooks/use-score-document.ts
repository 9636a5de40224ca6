import type { TimemapEntry } from '@cadenza/music/verovio-types';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PageCache } from '../score/page-cache';
import { ScoreWorkerClient } from '../score/score-worker-client';
import { registerMusicFont } from '../score/svg-styles';
import { LOAD_STEPS, type Layout, type LoadStep } from '../score/worker-protocol';
import { buildTimeline, type ScoreTimeline } from '../timeline/score-timeline';

export type ScoreDocument =
  | { status: 'loading'; /** Fraction of loading's steps begun, 0 to 1. */ progress: number }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      layout: Layout;
      timeline: ScoreTimeline;
      renderPage: (page: number) => Promise<string>;
    };

/** Names used in the Performance timeline for the bench (time to first page, per-page render). */
export const SCORE_METRICS = {
  firstPage: 'cadenza:score-first-page',
  pageRender: 'cadenza:score-page-render',
} as const;

let isFirstPageMarked = false;

/**
 * Marks the moment the first score page is drawn (the server's pre-rendered one or the worker's),
 * once per page load, for the bench.
 */
export function markFirstScorePage(): void {
  if (isFirstPageMarked) return;
  isFirstPageMarked = true;
  performance.mark(SCORE_METRICS.firstPage);
}

/** Longest a score may take to load before the viewer gives up with a message. */
export const SCORE_LOAD_TIMEOUT_MS = 90_000;
/** Rendered pages kept: the current one and those around it (each can be megabytes of SVG). */
const KEPT_PAGES = 5;

/**
 * The score in its Verovio worker, laid out to `width`: the layout, the timeline the player
 * follows, and pages rendered to SVG on demand (the few most recent kept, until the width
 * changes).
 */
export function useScoreDocument(
  score: string,
  width: number | undefined,
  height: number,
): ScoreDocument {
  const client = useRef<ScoreWorkerClient | null>(null);
  const pages = useRef(new PageCache<Promise<string>>(KEPT_PAGES));
  const [loaded, setLoaded] = useState<{
    timemap: TimemapEntry[];
    pitches: Record<string, number>;
    measureNumbers: Record<string, string>;
  } | null>(null);
  const [step, setStep] = useState<LoadStep | null>(null);
  const [layout, setLayout] = useState<Layout | null>(null);
  const [error, setError] = useState<string | null>(null);
  const laidOutWidth = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (width === undefined) return;
    const worker = new ScoreWorkerClient();
    client.current = worker;
    pages.current = new PageCache(KEPT_PAGES);
    laidOutWidth.current = width;
    worker
      .load(
        score,
        { width, height },
        {
          timeoutMs: SCORE_LOAD_TIMEOUT_MS,
          onProgress: (next) => {
            setStep(next);
          },
        },
      )
      .then((answer) => {
        setLoaded({
          timemap: answer.timemap,
          pitches: answer.pitches,
          measureNumbers: answer.measureNumbers,
        });
        setLayout({ pageCount: answer.pageCount, measurePages: answer.measurePages });
      })
      .catch((reason: unknown) => {
        if (client.current === worker)
          setError(reason instanceof Error ? reason.message : String(reason));
      });
    return () => {
      client.current = null;
      worker.terminate();
      setLoaded(null);
      setLayout(null);
      setError(null);
      setStep(null);
    };
    // The worker is made once per score; later widths re-lay it out (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [score, width === undefined]);

  useEffect(() => {
    const worker = client.current;
    if (!worker || !loaded || width === undefined || width === laidOutWidth.current) return;
    laidOutWidth.current = width;
    worker
      .layout(width, height)
      .then((answer) => {
        pages.current = new PageCache(KEPT_PAGES);
        setLayout({ pageCount: answer.pageCount, measurePages: answer.measurePages });
      })
      .catch(() => undefined);
  }, [width, height, loaded]);

  const renderPage = useCallback((page: number) => {
    const cached = pages.current.get(page);
    if (cached) return cached;
    const worker = client.current;
    if (!worker) return Promise.reject(new Error('The score is not loaded.'));
    const rendering = worker.render(page).then(async (answer) => {
      performance.measure(SCORE_METRICS.pageRender, {
        start: performance.now() - answer.renderMs,
        duration: answer.renderMs,
      });
      if (answer.fontBase64) await registerMusicFont(answer.fontBase64).catch(() => undefined);
      return answer.svg;
    });
    pages.current.set(page, rendering);
    return rendering;
  }, []);

  const timeline = useMemo(
    () =>
      loaded && layout
        ? buildTimeline({
            timemap: loaded.timemap,
            pitches: loaded.pitches,
            measureNumbers: loaded.measureNumbers,
            measurePages: layout.measurePages,
          })
        : null,
    [loaded, layout],
  );

  if (error) return { status: 'error', message: error };
  if (!layout || !timeline)
    return {
      status: 'loading',
      progress: step === null ? 0 : (LOAD_STEPS.indexOf(step) + 1) / (LOAD_STEPS.length + 1),
    };
  return { status: 'ready', layout, timeline, renderPage };
}
