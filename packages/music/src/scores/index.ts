export { createScoreLibrary } from './create-score-library.js';
export type {
  Genre,
  Instrument,
  LoadedScore,
  ScoreEntry,
  ScoreFormat,
  ScoreLibrary,
} from './score-library.types.js';
export {
  DIFFICULTY_METHOD,
  suggestDifficulty,
  type DifficultySuggestion,
} from './analysis/suggest-difficulty.js';
