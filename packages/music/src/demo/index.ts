export {
  buildDemoLibrary,
  DEMO_LIBRARY_VERSION,
  type DemoLibraryOptions,
} from './build-demo-library.js';
export { personFacts } from './composers.js';
export { DEMO_LIBRARY_SAMPLE } from './demo-plan.js';
export { describeGenres, genresOf } from './demo-genres.js';
export { imprints } from './demo-people.js';
