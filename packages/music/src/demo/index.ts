export {
  buildDemoLibrary,
  DEMO_LIBRARY_VERSION,
  type DemoLibraryOptions,
} from './build-demo-library.js';
export { personFacts } from './composers.js';
