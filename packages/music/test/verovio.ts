import type { VerovioToolkit } from '../src/verovio-types.js';

let toolkit: Promise<VerovioToolkit> | undefined;

async function createToolkit(): Promise<VerovioToolkit> {
  const wasm = await import('verovio/wasm');
  const esm = await import('verovio/esm');
  return new esm.VerovioToolkit(await wasm.default());
}

export interface RenderedScore {
  pages: number;
  notes: number;
}

/** Renders a MusicXML or MEI score with Verovio, as the browser does; throws when it cannot load. */
export async function renderWithVerovio(content: string): Promise<RenderedScore> {
  toolkit ??= createToolkit();
  const tk = await toolkit;
  if (!tk.loadData(content)) throw new Error(`Verovio could not load the score: ${tk.getLog()}`);
  const pages = tk.getPageCount();
  let notes = 0;
  for (let page = 1; page <= pages; page += 1)
    notes += (tk.renderToSVG(page).match(/class="note"/g) ?? []).length;
  return { pages, notes };
}
