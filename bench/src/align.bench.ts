import {
  alignToReference,
  median,
  performScore,
  renderScoreReference,
  type PerformanceStyle,
} from '@cadenza/music/align';
import { createScoreLibrary } from '@cadenza/music/scores';

/**
 * Audio-to-score alignment against performances whose truth is known: the project's own scores
 * played (see performScore) with a tempo curve, rubato, ornaments, the pedal in a room, or all
 * of it, on a piano that is not the rendering's, with noise; the sync map made from each is read
 * at every onset of the score and compared with where the performance played it.
 */
const PIECES = [
  'lib:beethoven-fur-elise',
  'lib:bach-prelude-in-c-bwv-846',
  'lib:schumann-melodie-op-68-1',
  'lib:satie-gymnopedie-1',
  'lib:grieg-in-the-hall-of-the-mountain-king',
  'gen:study:five-finger:C-major:1',
  'gen:jazz:tune:C-major:1',
];

const plain: PerformanceStyle = {
  tempoCurve: false,
  rubato: false,
  ornaments: false,
  pedal: false,
  room: false,
  noiseDb: 40,
};
const CONDITIONS: Record<string, PerformanceStyle> = {
  'tempo curve (accelerando, ritardando)': { ...plain, tempoCurve: true },
  rubato: { ...plain, rubato: true },
  'ornaments (grace notes, mordents, trills)': { ...plain, ornaments: true },
  'pedal in a room': { ...plain, pedal: true, room: true },
  'all of them, noise at 30 dB': {
    tempoCurve: true,
    rubato: true,
    ornaments: true,
    pedal: true,
    room: true,
    noiseDb: 30,
  },
};
/** Issue 20's target (MATCH's published figures: median 20 ms, mean 41 ms). */
const TARGET = { medianMs: 20, meanMs: 40 };

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** The sync map's quarter notes → recording ms, as the player reads it (linear between points). */
function syncTime(points: readonly [number, number][], quarters: number): number {
  let index = 1;
  while (index < points.length - 1 && (points[index] as [number, number])[1] < quarters) index += 1;
  const [t0, q0] = points[index - 1] as [number, number];
  const [t1, q1] = points[index] ?? [t0, q0];
  return q1 === q0 ? t0 : t0 + ((t1 - t0) * (quarters - q0)) / (q1 - q0);
}

export async function benchAlign(): Promise<void> {
  const library = createScoreLibrary();
  const errors = new Map<string, number[]>();
  let audioSeconds = 0;
  let alignSeconds = 0;
  console.log('\n# Audio-to-score alignment (bench/src/align.bench.ts)');
  for (const ref of PIECES) {
    const score = library.load(ref);
    if (!score) throw new Error(`no score ${ref}`);
    const reference = await renderScoreReference(score);
    for (const [condition, style] of Object.entries(CONDITIONS)) {
      const played = performScore({
        notes: reference.notes,
        onsets: reference.onsets,
        bars: reference.bars,
        style,
        seed: `${ref} ${condition}`,
      });
      const started = performance.now();
      const aligned = alignToReference(reference, played);
      alignSeconds += (performance.now() - started) / 1000;
      audioSeconds += played.samples.length / played.sampleRate;
      const own = reference.onsetQuarters.map((quarters, index) =>
        Math.abs(
          syncTime(aligned.syncMap.points, quarters) - (played.truth[index] as number) * 1000,
        ),
      );
      errors.set(condition, [...(errors.get(condition) ?? []), ...own]);
      console.log(
        `${ref.padEnd(45)} ${condition.padEnd(42)} onsets ${String(own.length).padStart(4)}` +
          `  median ${median(own).toFixed(1).padStart(6)} ms  mean ${mean(own).toFixed(1).padStart(6)} ms` +
          `  found ${String(aligned.refinedOnsets)}/${String(aligned.onsets)}`,
      );
    }
  }
  console.log('\nBy condition (every onset of every piece):');
  const all: number[] = [];
  for (const [condition, values] of errors) {
    all.push(...values);
    console.log(
      `  ${condition.padEnd(42)} onsets ${String(values.length).padStart(5)}  median ${median(values).toFixed(1).padStart(6)} ms` +
        `  mean ${mean(values).toFixed(1).padStart(6)} ms  within 50 ms ${((100 * values.filter((value) => value <= 50).length) / values.length).toFixed(1)}%`,
    );
  }
  const overall = { median: median(all), mean: mean(all) };
  console.log(
    `  ${'all'.padEnd(42)} onsets ${String(all.length).padStart(5)}  median ${overall.median.toFixed(1).padStart(6)} ms  mean ${overall.mean.toFixed(1).padStart(6)} ms` +
      `  (target: median ≤ ${String(TARGET.medianMs)} ms, mean ≤ ${String(TARGET.meanMs)} ms: ${overall.median <= TARGET.medianMs && overall.mean <= TARGET.meanMs ? 'met' : 'NOT met'})`,
  );
  console.log(
    `Alignment time: ${alignSeconds.toFixed(1)} s for ${(audioSeconds / 60).toFixed(1)} min of audio,` +
      ` ${((alignSeconds / audioSeconds) * 60).toFixed(1)} s per minute (one thread, rendering of the score not counted)`,
  );
}
