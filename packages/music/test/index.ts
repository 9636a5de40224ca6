export { createFakeScoreLibrary } from './fake-score-library.js';
export { renderWithVerovio } from './verovio.js';
