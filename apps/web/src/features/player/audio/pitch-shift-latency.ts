/**
 * How late SoundTouch's output is behind its input at its automatic settings: 105-139 ms over
 * -6..+6 semitones, measured in Chromium by e2e/tests/pitch-shift.spec.ts, which fails when
 * this value is more than 25 ms off. The highlight follows what is heard, so it waits as long.
 */
export const PITCH_SHIFT_LATENCY_SECONDS = 0.125;
