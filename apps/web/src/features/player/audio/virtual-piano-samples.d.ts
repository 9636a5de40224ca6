declare module 'virtual:piano-samples' {
  const samples: ReadonlyMap<number, string>;
  export default samples;
}
