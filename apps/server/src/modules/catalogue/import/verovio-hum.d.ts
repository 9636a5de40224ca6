// Verovio's build with the Humdrum importer (Verovio ships no types; see packages/music's
// verovio-modules.d.ts for the toolkit itself).
declare module 'verovio/wasm-hum' {
  const createVerovioModule: () => Promise<unknown>;
  export default createVerovioModule;
}
