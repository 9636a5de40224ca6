import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ffmpegPath } from './ffmpeg.js';
import { renderMidiStemsToPcm, renderMidiToPcm } from './midi-audio.js';
import { renderStems, stemGroupsOf } from './render-media.js';
import { renderPerformance } from './verovio-node.js';

const SAMPLE_RATE = 8000;

/** Two bars at 120 a minute (2 s each): the right hand alone in bar 1, the left hand alone in bar 2. */
const HANDS_IN_TURN = `<?xml version="1.0" encoding="UTF-8"?>
<score-partwise version="4.0"><work><work-title>Hands in turn</work-title></work>
<part-list><score-part id="P1"><part-name>Piano</part-name></score-part></part-list>
<part id="P1">
<measure number="1"><attributes><divisions>1</divisions><key><fifths>0</fifths></key><time><beats>4</beats><beat-type>4</beat-type></time><staves>2</staves><clef number="1"><sign>G</sign><line>2</line></clef><clef number="2"><sign>F</sign><line>4</line></clef></attributes>
<direction placement="above"><direction-type><metronome><beat-unit>quarter</beat-unit><per-minute>120</per-minute></metronome></direction-type><sound tempo="120"/></direction>
<note><pitch><step>C</step><octave>5</octave></pitch><duration>4</duration><type>whole</type><staff>1</staff></note>
<backup><duration>4</duration></backup>
<note><rest/><duration>4</duration><type>whole</type><staff>2</staff></note>
</measure>
<measure number="2">
<note><rest/><duration>4</duration><type>whole</type><staff>1</staff></note>
<backup><duration>4</duration></backup>
<note><pitch><step>C</step><octave>3</octave></pitch><duration>4</duration><type>whole</type><staff>2</staff></note>
</measure>
</part>
</score-partwise>`;

const score = { format: 'musicxml' as const, content: HANDS_IN_TURN };

/** The stems' AAC decoded by ffmpeg as a browser would: each channel apart, at 8 kHz. */
function decodeChannels(audio: Uint8Array): [Float32Array, Float32Array] {
  const result = spawnSync(
    ffmpegPath,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'mp4', '-i', 'pipe:0'],
      ...['-f', 'f32le', '-ac', '2', '-ar', String(SAMPLE_RATE), 'pipe:1'],
    ],
    { input: audio, maxBuffer: 64 * 1024 * 1024 },
  );
  expect(result.status, result.stderr.toString()).toBe(0);
  const bytes = result.stdout;
  const interleaved = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  const left = new Float32Array(interleaved.length / 2);
  const right = new Float32Array(interleaved.length / 2);
  for (let index = 0; index < left.length; index += 1) {
    left[index] = interleaved[index * 2] ?? 0;
    right[index] = interleaved[index * 2 + 1] ?? 0;
  }
  return [left, right];
}

/** The loudest sample between two times, in seconds. */
function peak(samples: Float32Array, from: number, to: number, rate = SAMPLE_RATE): number {
  let loudest = 0;
  for (let index = Math.round(from * rate); index < Math.round(to * rate); index += 1)
    loudest = Math.max(loudest, Math.abs(samples[index] ?? 0));
  return loudest;
}

describe('a recording in stems', () => {
  it('splits a score by its staves: two a channel each, a voice over a piano as voice and accompaniment', () => {
    expect(stemGroupsOf([1, 2])).toEqual([[1], [2]]);
    expect(stemGroupsOf([1, 2, 3])).toEqual([[1], [2, 3]]);
    expect(stemGroupsOf([1])).toBeNull();
    expect(stemGroupsOf([1, 2, 3, 4])).toBeNull();
  });

  it('renders each staff alone, the stems adding up to the whole recording', async () => {
    const { midi } = await renderPerformance(score);
    const whole = await renderMidiToPcm(midi);
    const stems = await renderMidiStemsToPcm(midi, [[1], [2]]);
    const [right, left] = stems.tracks;
    if (!right || !left) throw new Error('two stems expected');
    expect(right).toHaveLength(whole.samples.length);
    let largestDifference = 0;
    for (let index = 0; index < right.length; index += 1)
      largestDifference = Math.max(
        largestDifference,
        Math.abs((right[index] ?? 0) + (left[index] ?? 0) - (whole.samples[index] ?? 0)),
      );
    expect(largestDifference).toBeLessThan(1e-5);
    const rate = stems.sampleRate;
    expect(peak(right, 0, 1, rate)).toBeGreaterThan(0.02);
    expect(peak(right, 2.5, 3.8, rate)).toBe(0);
    expect(peak(left, 0, 1.85, rate)).toBe(0);
    expect(peak(left, 2, 3, rate)).toBeGreaterThan(0.02);
  });

  it('encodes the stems as the channels of one AAC file, no part heard in the other channel', async () => {
    const stems = await renderStems(score);
    if (!stems) throw new Error('stems expected');
    expect(stems.channels).toEqual([{ staves: [1] }, { staves: [2] }]);
    expect(stems.syncMap.points[0]).toEqual([0, 0]);
    const [right, left] = decodeChannels(stems.audio);
    expect(Math.abs((right.length / SAMPLE_RATE) * 1000 - stems.durationMs)).toBeLessThan(100);
    expect(peak(right, 0, 1)).toBeGreaterThan(0.02);
    expect(peak(left, 2, 3)).toBeGreaterThan(0.02);
    // Coded apart: what one part plays leaves the other's channel all but silent.
    expect(peak(right, 2.5, 3.8)).toBeLessThan(0.002);
    expect(peak(left, 0, 1.85)).toBeLessThan(0.002);
  });
});
