// Verovio 6 ships JavaScript without type declarations; these are the parts we call, on the
// server (media makers, tests) and in the web player's worker. Loaded through verovio-types.ts.
declare module 'verovio/wasm' {
  const createVerovioModule: () => Promise<unknown>;
  export default createVerovioModule;
}

/** The build with the Humdrum importer (the server's score import reads .krn files with it). */
declare module 'verovio/wasm-hum' {
  const createVerovioModule: () => Promise<unknown>;
  export default createVerovioModule;
}

declare module 'verovio/esm' {
  export class VerovioToolkit {
    constructor(module: unknown);
    setOptions(options: Record<string, unknown>): void;
    /** Every option back to its default. */
    resetOptions(): void;
    loadData(data: string): boolean | number;
    getLog(): string;
    getPageCount(): number;
    renderToSVG(page?: number, xmlDeclaration?: boolean): string;
    renderToMIDI(): string;
    renderToTimemap(options?: Record<string, unknown>): unknown;
    getMIDIValuesForElement(xmlId: string): unknown;
    getPageWithElement(xmlId: string): number;
    /** The loaded score as MEI; `{ scoreBased: false }` gives it page by page, as laid out. */
    getMEI(options?: { pageNo?: number; scoreBased?: boolean }): string;
    /** Each element's id to the ids of all its copies (the first: as notated) when repeats are played out. */
    renderToExpansionMap(): unknown;
    redoLayout(options?: Record<string, unknown>): void;
  }
  /** Logging switches (the score tests collect Verovio's warnings). */
  export const LOG_WARNING: number;
  export function enableLog(level: number, module: unknown): void;
  export function enableLogToBuffer(value: boolean, module: unknown): void;
}
