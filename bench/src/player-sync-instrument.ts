import type { BrowserContext } from '@playwright/test';

/**
 * Instruments a player page for the sync measurements (an init script, nothing in the app):
 * - `starts`: the context times at which the synthesised piano starts its notes;
 * - `blocks`: whatever the app connects to the speakers also goes to a tap, an AudioWorklet
 *   that reports the loudness of every 128-frame block with its context time;
 * - `highlights`: for each newly highlighted note, the context time being heard at that moment
 *   (AudioContext.getOutputTimestamp).
 * The tap loads from a blob: URL, so the page's context needs `bypassCSP`.
 */
export interface SyncRecord {
  starts: number[];
  blocks: [number, number][];
  highlights: number[];
}

declare global {
  interface Window {
    syncRecord?: SyncRecord;
  }
}

const TAP_PROCESSOR = `
class SyncTap extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel) {
      let sum = 0;
      for (let i = 0; i < channel.length; i += 1) sum += channel[i] * channel[i];
      this.port.postMessage([currentTime, Math.sqrt(sum / channel.length)]);
    }
    return true;
  }
}
registerProcessor('sync-tap', SyncTap);
`;

function instrument(processorSource: string) {
  const record: SyncRecord = { starts: [], blocks: [], highlights: [] };
  window.syncRecord = record;
  const tapUrl = URL.createObjectURL(new Blob([processorSource], { type: 'text/javascript' }));
  const contexts: AudioContext[] = [];
  const taps = new Map<BaseAudioContext, Promise<AudioWorkletNode>>();
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the node as `this`
  const connect = AudioNode.prototype.connect as (
    this: AudioNode,
    target: AudioNode,
    ...rest: number[]
  ) => AudioNode;
  const tapOf = (context: BaseAudioContext) => {
    let tap = taps.get(context);
    if (!tap) {
      tap = context.audioWorklet.addModule(tapUrl).then(() => {
        const node = new AudioWorkletNode(context, 'sync-tap');
        node.port.onmessage = (event: MessageEvent<[number, number]>) => {
          record.blocks.push(event.data);
        };
        const silent = context.createGain();
        silent.gain.value = 0;
        connect.call(connect.call(node, silent), context.destination);
        return node;
      });
      taps.set(context, tap);
    }
    return tap;
  };
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      super(options);
      contexts.push(this);
    }
  };
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the node as `this`
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (when?: number, ...rest: number[]) {
    record.starts.push(when ?? this.context.currentTime);
    start.call(this, when, ...rest);
  };
  AudioNode.prototype.connect = function (this: AudioNode, target: AudioNode, ...rest: number[]) {
    if (target instanceof AudioDestinationNode) {
      // Worklets exist only in secure contexts (https, localhost); elsewhere nothing is tapped.
      if ('audioWorklet' in this.context)
        void tapOf(this.context).then((tap) => connect.call(this, tap));
    }
    return connect.call(this, target, ...rest);
  } as typeof AudioNode.prototype.connect;
  const heardNow = () => {
    const context = contexts.at(-1);
    if (!context) return Number.NaN;
    const stamp = context.getOutputTimestamp();
    if (stamp.contextTime === undefined || stamp.performanceTime === undefined)
      return context.currentTime;
    return stamp.contextTime + (performance.now() - stamp.performanceTime) / 1000;
  };
  new MutationObserver((mutations) => {
    const lit = mutations.some(
      (mutation) =>
        mutation.target instanceof Element &&
        mutation.target.classList.contains('is-sounding') &&
        !(mutation.oldValue ?? '').includes('is-sounding'),
    );
    if (lit) record.highlights.push(heardNow());
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['class'],
    attributeOldValue: true,
  });
}

/** Every page of `context` is instrumented; its pages need `bypassCSP` (see above). */
export async function instrumentContext(context: BrowserContext): Promise<void> {
  // tsx (esbuild) names functions with a `__name` helper the page does not have.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await context.addInitScript(instrument, TAP_PROCESSOR);
}
