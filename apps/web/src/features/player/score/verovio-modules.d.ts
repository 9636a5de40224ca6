// Verovio 6 ships JavaScript without type declarations; these are the parts we call.
declare module 'verovio/wasm' {
  const createVerovioModule: () => Promise<unknown>;
  export default createVerovioModule;
}

declare module 'verovio/esm' {
  export class VerovioToolkit {
    constructor(module: unknown);
    setOptions(options: Record<string, unknown>): void;
    loadData(data: string): boolean | number;
    getLog(): string;
    getPageCount(): number;
    renderToSVG(page?: number, xmlDeclaration?: boolean): string;
    renderToMIDI(): string;
    renderToTimemap(options?: Record<string, unknown>): unknown;
    getMIDIValuesForElement(xmlId: string): unknown;
    getPageWithElement(xmlId: string): number;
    redoLayout(options?: Record<string, unknown>): void;
  }
}
