export { createScoreLibrary } from './create-score-library.js';
export type {
  Genre,
  Instrument,
  LoadedScore,
  ScoreEntry,
  ScoreFormat,
  ScoreLibrary,
} from './score-library.types.js';
