/**
 * The pitch shifter's settings, shared by the page (recording-route.ts), its AudioWorklet
 * (pitch-shift-processor.ts) and the tests that measure it.
 */

/** The AudioWorklet processor's registered name. */
export const PITCH_SHIFTER_PROCESSOR = 'cadenza-pitch-shifter';

/**
 * Output held back once SoundTouch first has some, so that its output never runs short:
 * SoundTouch hands its output on in bursts of about 90 ms, and a transposition that makes it
 * keep more inside (down to -6 semitones: up to about 15 ms more) would otherwise leave the
 * speakers waiting, a gap. 25 ms absorbs any single change and a slider dragged end to end.
 */
export const PITCH_SHIFT_CUSHION_SECONDS = 0.025;

/**
 * How late the shifter's output is behind its input: SoundTouch's own delay at its automatic
 * settings (105-139 ms over -6..+6 semitones) and the cushion, measured in Chromium by
 * e2e/tests/pitch-shift.spec.ts, which fails when this value is more than 25 ms off. The
 * highlight follows what is heard, so it waits as long.
 */
export const PITCH_SHIFT_LATENCY_SECONDS = 0.125 + PITCH_SHIFT_CUSHION_SECONDS;
