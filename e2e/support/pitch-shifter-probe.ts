/**
 * Runs in a player page: a 1 s 440 Hz tone through SoundTouch's processor offline, at each
 * transposition: the frequency that comes out, the tone's length (the tempo kept) and its delay.
 * `urls` are the scripts the page loaded whose names start with pitch-shift-processor (the
 * worklet's own script, registering `processorName`).
 */
export async function measureShifter({
  urls,
  processorName,
  semitoneList,
}: {
  urls: string[];
  processorName: string;
  semitoneList: number[];
}) {
  // The page imports a module that names the processor's URL; the worklet loads that URL
  // (a request the page's network events do not show).
  let processorUrl: string | undefined;
  for (const url of urls) {
    const text = await (await fetch(url)).text();
    if (text.includes('registerProcessor')) processorUrl = url;
    const named = /\/assets\/pitch-shift-processor-[\w-]+\.js/.exec(text)?.[0];
    if (named && !processorUrl) {
      const candidate = new URL(named, url).href;
      if ((await (await fetch(candidate)).text()).includes('registerProcessor'))
        processorUrl = candidate;
    }
  }
  if (!processorUrl) throw new Error(`no processor among ${urls.join(', ')}`);
  const rate = 44_100;
  const results = [];
  for (const semitones of semitoneList) {
    const context = new OfflineAudioContext(2, rate * 3, rate);
    await context.audioWorklet.addModule(processorUrl);
    const shifter = new AudioWorkletNode(context, processorName, {
      outputChannelCount: [2],
    });
    shifter.parameters.get('pitchSemitones')?.setValueAtTime(semitones, 0);
    const tone = context.createBuffer(1, rate * 3, rate);
    const samples = tone.getChannelData(0);
    for (let i = rate; i < rate * 2; i += 1)
      samples[i] = 0.5 * Math.sin((2 * Math.PI * 440 * i) / rate);
    const source = context.createBufferSource();
    source.buffer = tone;
    source.connect(shifter).connect(context.destination);
    source.start(0);
    const out = (await context.startRendering()).getChannelData(0);
    let first = -1;
    let last = -1;
    for (let i = 0; i < out.length; i += 1) {
      if (Math.abs(out[i] ?? 0) > 0.05) {
        if (first < 0) first = i;
        last = i;
      }
    }
    // Frequency from the rising zero crossings of the steady middle.
    const from = first + rate * 0.3;
    const to = first + rate * 0.7;
    let crossings = 0;
    for (let i = from; i < to; i += 1)
      if ((out[i - 1] ?? 0) < 0 && (out[i] ?? 0) >= 0) crossings += 1;
    results.push({
      semitones,
      frequencyHz: crossings / ((to - from) / rate),
      lengthMs: ((last - first) / rate) * 1000,
      delayMs: (first / rate - 1) * 1000,
    });
  }
  return results;
}
