import {
  PRACTICE_REPORT_MAX_SECONDS,
  PRACTICE_TEMPO_PERCENT,
  type PieceSettings,
} from '@cadenza/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { utcOffsetMinutes } from '../../../lib/calendar-day';
import { piecePracticeQueryOptions } from '../../../lib/piece-practice-api';
import { useIsAuthenticated } from '../../../lib/session-store';
import { reportPracticeTime, savePieceSettings } from '../api/practice-api';
import { measureIndexAt, type ScoreTimeline } from '../timeline/score-timeline';

/** A change is saved once it has stood this long (and the piece is not playing). */
export const PRACTICE_SAVE_DELAY_MS = 1500;
/** While playing, the time played is reported this often (and on every pause). */
export const PRACTICE_REPORT_INTERVAL_MS = 30_000;

/** How the player puts saved settings back. */
export interface PracticeRestorer {
  /** Whether to go back to where the piece was left (not when a link names a bar, nor in a setlist). */
  keepsPosition: boolean;
  /** Whether to put the loop back (not in a setlist, whose pieces play through). */
  keepsLoop: boolean;
  goToMeasure: (index: number) => void;
  setTempo: (tempo: number) => void;
  applyLoop: (bars: { from: number; to: number }, isOn: boolean) => void;
}

export interface PracticeMemoryOptions {
  productId: string;
  timeline: ScoreTimeline;
  measureIndex: number;
  isPlaying: boolean;
  /** 0.5-1.5, the tempo chosen (not the loop trainer's pass). */
  tempo: number;
  transpose: number;
  /** The loop's bars while it is on; null when it is off. */
  loop: { from: number; to: number } | null;
  restorer: PracticeRestorer;
}

/** The settings the player shows now, as the server keeps them (the position is its bar's start). */
export function currentSettings(options: PracticeMemoryOptions): PieceSettings {
  const { measures } = options.timeline;
  const index = Math.max(0, Math.min(measures.length - 1, options.measureIndex));
  const measure = measures[index];
  return {
    positionMs: Math.max(0, Math.round(measure?.startMs ?? 0)),
    bar: measure?.label || String(index + 1),
    tempoPercent: Math.max(
      PRACTICE_TEMPO_PERCENT.min,
      Math.min(PRACTICE_TEMPO_PERCENT.max, Math.round(options.tempo * 100)),
    ),
    transpose: options.transpose,
    loop: options.loop ? { ...options.loop, isOn: true } : null,
  };
}

/** What a piece never practised looks like: its first bar, the score's tempo, no loop. */
function untouched(options: PracticeMemoryOptions): PieceSettings {
  return currentSettings({ ...options, measureIndex: 0, tempo: 1, transpose: 0, loop: null });
}

function restore(saved: PieceSettings, options: PracticeMemoryOptions): void {
  const { restorer, timeline } = options;
  const last = timeline.measures.length - 1;
  restorer.setTempo(saved.tempoPercent / 100);
  if (saved.loop && restorer.keepsLoop) {
    const from = Math.min(saved.loop.from, last);
    restorer.applyLoop(
      { from, to: Math.max(from, Math.min(saved.loop.to, last)) },
      saved.loop.isOn,
    );
  }
  if (restorer.keepsPosition && saved.positionMs > 0)
    restorer.goToMeasure(measureIndexAt(timeline, saved.positionMs));
}

/**
 * A signed-in person's practice of this piece, kept on the server for every device: the
 * settings saved the last time are put back once, when they arrive; from then on a change of
 * bar, tempo, key or loop is saved when it has stood a moment (never while playing: the pause
 * saves), and the time spent playing is reported on the device's calendar day. Guests keep
 * nothing.
 */
export function usePracticeMemory(options: PracticeMemoryOptions): void {
  const { productId, isPlaying } = options;
  const isSignedIn = useIsAuthenticated();
  const queryClient = useQueryClient();
  const practice = useQuery({ ...piecePracticeQueryOptions(productId), enabled: isSignedIn });
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const settingsKey = JSON.stringify(currentSettings(options));
  /** The settings the server holds (restored or last saved); null until restored. */
  const kept = useRef<{ productId: string; key: string } | null>(null);

  useEffect(() => {
    if (!isSignedIn || !practice.isSuccess || kept.current?.productId === productId) return;
    const saved = practice.data.settings;
    if (saved) restore(saved, latest.current);
    kept.current = { productId, key: JSON.stringify(saved ?? untouched(latest.current)) };
  }, [isSignedIn, practice.isSuccess, practice.data, productId]);

  useEffect(() => {
    const save = (wanted: PieceSettings, key: string) => {
      if (kept.current?.productId !== productId || kept.current.key === key) return;
      kept.current = { productId, key };
      void savePieceSettings(productId, wanted).then(
        (answer) => {
          queryClient.setQueryData(piecePracticeQueryOptions(productId).queryKey, answer);
        },
        () => undefined,
      );
    };
    if (isPlaying) return;
    const timer = setTimeout(() => {
      save(JSON.parse(settingsKey) as PieceSettings, settingsKey);
    }, PRACTICE_SAVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [settingsKey, isPlaying, productId, queryClient]);

  // Leaving the piece, or the page (a reload, a closed tab), with a change not yet saved: saved
  // now, by a request that outlives the page.
  useEffect(() => {
    const saveUnsaved = () => {
      const wanted = currentSettings(latest.current);
      const key = JSON.stringify(wanted);
      const keptNow = kept.current;
      if (keptNow?.productId !== productId || keptNow.key === key) return;
      kept.current = { productId, key };
      void savePieceSettings(productId, wanted, { keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('pagehide', saveUnsaved);
    return () => {
      window.removeEventListener('pagehide', saveUnsaved);
      saveUnsaved();
    };
  }, [productId]);

  usePracticeTime(productId, isPlaying && isSignedIn);
}

/** Reports seconds of playing: every 30 s while it goes on, and when it stops or the page goes. */
function usePracticeTime(productId: string, isCounting: boolean): void {
  const unreportedMs = useRef(0);
  useEffect(() => {
    if (!isCounting) return;
    let since = performance.now();
    const report = () => {
      const now = performance.now();
      unreportedMs.current += now - since;
      since = now;
      const seconds = Math.floor(unreportedMs.current / 1000);
      if (seconds < 1) return;
      unreportedMs.current -= seconds * 1000;
      void reportPracticeTime(
        productId,
        {
          utcOffsetMinutes: utcOffsetMinutes(),
          seconds: Math.min(seconds, PRACTICE_REPORT_MAX_SECONDS),
        },
        { keepalive: true },
      ).catch(() => undefined);
    };
    const timer = setInterval(report, PRACTICE_REPORT_INTERVAL_MS);
    window.addEventListener('pagehide', report);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', report);
      report();
    };
  }, [productId, isCounting]);
}
