/** The part of Verovio's toolkit the tests use (the package ships no type declarations). */
interface VerovioToolkit {
  loadData(data: string): boolean;
  getPageCount(): number;
  renderToSVG(page: number): string;
  getLog(): string;
}

interface VerovioModules {
  wasm: { default: () => Promise<unknown> };
  esm: { VerovioToolkit: new (module: unknown) => VerovioToolkit };
}

let toolkit: Promise<VerovioToolkit> | undefined;

async function createToolkit(): Promise<VerovioToolkit> {
  // Non-literal specifiers: TypeScript does not look for the missing declarations.
  const wasmSpecifier: string = 'verovio/wasm';
  const esmSpecifier: string = 'verovio/esm';
  const wasm = (await import(wasmSpecifier)) as VerovioModules['wasm'];
  const esm = (await import(esmSpecifier)) as VerovioModules['esm'];
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
