import createVerovioModule from 'verovio/wasm';
import * as verovio from 'verovio/esm';
import type { TimemapEntry } from '../src/verovio-types.js';

export interface RenderReport {
  isLoaded: boolean;
  pageCount: number;
  noteCount: number;
  onsetCount: number;
  midiLength: number;
  /** Every line Verovio logged (warnings and errors) while loading and rendering. */
  log: string[];
}

/** One toolkit for a whole test file (starting one takes about a quarter of a second). */
export async function createScoreRenderer(): Promise<(content: string) => RenderReport> {
  const module = await createVerovioModule();
  verovio.enableLog(verovio.LOG_WARNING, module);
  verovio.enableLogToBuffer(true, module);
  const toolkit = new verovio.VerovioToolkit(module);
  return (content) => {
    const lines: string[] = [];
    const collect = () =>
      lines.push(
        ...toolkit
          .getLog()
          .split('\n')
          .filter((line) => line.trim() !== ''),
      );
    // loadData answers 1 (not true) in Verovio 6, so read it as a truthy value.
    const loaded: unknown = toolkit.loadData(content);
    const isLoaded = loaded === true || loaded === 1;
    collect();
    const svg = isLoaded ? toolkit.renderToSVG(1) : '';
    collect();
    const timemap = isLoaded ? toolkit.renderToTimemap() : [];
    collect();
    const midi = isLoaded ? toolkit.renderToMIDI() : '';
    collect();
    const entries: TimemapEntry[] = Array.isArray(timemap) ? (timemap as TimemapEntry[]) : [];
    return {
      isLoaded,
      pageCount: isLoaded ? toolkit.getPageCount() : 0,
      noteCount: (svg.match(/class="note"/g) ?? []).length,
      onsetCount: entries.filter((entry) => (entry.on?.length ?? 0) > 0).length,
      midiLength: midi.length,
      log: lines,
    };
  };
}
