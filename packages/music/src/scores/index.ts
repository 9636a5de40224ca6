export { createScoreLibrary } from './create-score-library.js';
export type {
  Instrument,
  LoadedScore,
  ScoreEntry,
  ScoreFormat,
  ScoreLibrary,
} from './score-library.types.js';
