import type { TimemapEntry } from '@cadenza/music/verovio-types';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { KeyFollower } from '../score/key-follower';
import { PageCache } from '../score/page-cache';
import { ScoreWorkerClient } from '../score/score-worker-client';
import { registerMusicFont } from '../score/svg-styles';
import { LOAD_STEPS, type Layout, type LoadStep } from '../score/worker-protocol';
import type { StaffDefinition } from '../timeline/parts';
import { buildTimeline, type ScoreTimeline } from '../timeline/score-timeline';
import { SCORE_METRICS } from '../score-metrics';
import type { WrittenKey } from '../transposition/key-names';

export type ScoreDocument =
  | { status: 'loading'; /** Fraction of loading's steps begun, 0 to 1. */ progress: number }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      layout: Layout;
      timeline: ScoreTimeline;
      renderPage: (page: number) => Promise<string>;
      /** The key the score is written in. */
      writtenKey: WrittenKey;
      /** Semitones from the written key the pages are drawn in now. */
      shownSemitones: number;
      /** Why the pages could not be drawn in the key asked for. */
      transposeError: string | null;
    };

/** Longest a score may take to load before the viewer gives up with a message. */
export const SCORE_LOAD_TIMEOUT_MS = 90_000;
/** Rendered pages kept: the current one and those around it (each can be megabytes of SVG). */
const KEPT_PAGES = 5;

/**
 * The score in its Verovio worker, laid out to `width` and written `semitones` from its key: the
 * layout, the timeline the player follows (the written score's: a transposed score keeps its
 * notes' ids and times), and pages rendered to SVG on demand (the few most recent kept, until
 * the width or the key changes).
 */
export function useScoreDocument(
  score: string,
  width: number | undefined,
  height: number,
  semitones = 0,
): ScoreDocument {
  const client = useRef<ScoreWorkerClient | null>(null);
  const keyFollower = useRef<KeyFollower<Layout> | null>(null);
  const wantedSemitones = useRef(semitones);
  const [loaded, setLoaded] = useState<{
    timemap: TimemapEntry[];
    pitches: Record<string, number>;
    staves: Record<string, number>;
    staffDefinitions: StaffDefinition[];
    tiedNotes: string[];
    measureNumbers: Record<string, string>;
    key: WrittenKey;
  } | null>(null);
  const [shownKey, setShownKey] = useState<{ semitones: number; error: string | null }>({
    semitones: 0,
    error: null,
  });
  const [step, setStep] = useState<LoadStep | null>(null);
  const [layout, setLayout] = useState<Layout | null>(null);
  const [error, setError] = useState<string | null>(null);
  const laidOutWidth = useRef<number | undefined>(undefined);

  useEffect(() => {
    wantedSemitones.current = semitones;
  }, [semitones]);

  useEffect(() => {
    if (width === undefined) return;
    const worker = new ScoreWorkerClient();
    client.current = worker;
    laidOutWidth.current = width;
    worker
      .load(
        score,
        { width, height },
        {
          semitones: wantedSemitones.current,
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
          staves: answer.staves,
          staffDefinitions: answer.staffDefinitions,
          tiedNotes: answer.tiedNotes,
          measureNumbers: answer.measureNumbers,
          key: answer.key,
        });
        setShownKey({ semitones: answer.semitones, error: answer.transposeError ?? null });
        setLayout({ pageCount: answer.pageCount, measurePages: answer.measurePages });
        keyFollower.current = new KeyFollower<Layout>({
          shown: answer.semitones,
          ...(answer.transposeError === undefined ? {} : { failed: wantedSemitones.current }),
          transpose: (next) => worker.transpose(next, laidOutWidth.current ?? width, height),
          onShown: (laidOut, shown) => {
            setShownKey({ semitones: shown, error: null });
            setLayout({ pageCount: laidOut.pageCount, measurePages: laidOut.measurePages });
          },
          onError: (message) => {
            setShownKey((current) => ({ ...current, error: message }));
          },
        });
        keyFollower.current.want(wantedSemitones.current);
      })
      .catch((reason: unknown) => {
        if (client.current === worker)
          setError(reason instanceof Error ? reason.message : String(reason));
      });
    return () => {
      client.current = null;
      keyFollower.current?.stop();
      keyFollower.current = null;
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
        setLayout({ pageCount: answer.pageCount, measurePages: answer.measurePages });
      })
      .catch(() => undefined);
  }, [width, height, loaded]);

  useEffect(() => {
    keyFollower.current?.want(semitones);
  }, [semitones, loaded]);

  // Pages are drawn for one layout (a width, a key): a new layout starts a new set, and a new
  // renderPage, so the page shown is drawn again.
  const pages = useRef<{ layout: Layout | null; cache: PageCache<Promise<string>> }>({
    layout: null,
    cache: new PageCache(KEPT_PAGES),
  });
  const renderPage = useCallback(
    (page: number) => {
      if (pages.current.layout !== layout)
        pages.current = { layout, cache: new PageCache(KEPT_PAGES) };
      const cached = pages.current.cache.get(page);
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
      pages.current.cache.set(page, rendering);
      return rendering;
    },
    [layout],
  );

  const timeline = useMemo(
    () =>
      loaded && layout
        ? buildTimeline({
            timemap: loaded.timemap,
            pitches: loaded.pitches,
            staves: loaded.staves,
            staffDefinitions: loaded.staffDefinitions,
            tiedNotes: loaded.tiedNotes,
            measureNumbers: loaded.measureNumbers,
            measurePages: layout.measurePages,
          })
        : null,
    [loaded, layout],
  );

  if (error) return { status: 'error', message: error };
  if (!loaded || !layout || !timeline)
    return {
      status: 'loading',
      progress: step === null ? 0 : (LOAD_STEPS.indexOf(step) + 1) / (LOAD_STEPS.length + 1),
    };
  return {
    status: 'ready',
    layout,
    timeline,
    renderPage,
    writtenKey: loaded.key,
    shownSemitones: shownKey.semitones,
    transposeError: shownKey.error,
  };
}
