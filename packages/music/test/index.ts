export { createFakeScoreLibrary } from './fake-score-library.js';
export { renderWithVerovio } from './verovio.js';
export { longPianoScore } from './long-score.js';
