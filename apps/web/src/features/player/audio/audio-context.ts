let shared: AudioContext | undefined;

/** One audio context for the page, made on the first user gesture that plays something. */
export function getAudioContext(): AudioContext {
  shared ??= new AudioContext({ latencyHint: 'interactive' });
  return shared;
}

/**
 * The context time whose sound is reaching the listener now: what a highlight must follow.
 * Scheduled sound plays `outputLatency` after its context time.
 */
export function audibleTime(context: AudioContext): number {
  const stamp =
    typeof context.getOutputTimestamp === 'function' ? context.getOutputTimestamp() : undefined;
  if (
    stamp?.contextTime !== undefined &&
    stamp.performanceTime !== undefined &&
    stamp.performanceTime > 0
  ) {
    return stamp.contextTime + (performance.now() - stamp.performanceTime) / 1000;
  }
  return context.currentTime - (context.outputLatency || context.baseLatency || 0);
}

/** A short click: higher and louder on the downbeat. */
export function scheduleClick(context: AudioContext, when: number, isDownbeat: boolean): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = isDownbeat ? 1600 : 1000;
  gain.gain.setValueAtTime(0, when);
  gain.gain.linearRampToValueAtTime(isDownbeat ? 0.5 : 0.3, when + 0.002);
  gain.gain.exponentialRampToValueAtTime(0.001, when + 0.06);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(when);
  oscillator.stop(when + 0.08);
}
