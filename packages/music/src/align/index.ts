export { alignOnsets, type OnsetAlignment, type ReferenceOnset } from './align-recording.js';
export {
  alignScoreRecording,
  alignToReference,
  referenceOnsetsOf,
  renderScoreReference,
  type AlignedRecording,
  type ScoreReference,
} from './align-score.js';
export { ALIGN_RATE, type Pcm } from './features.js';
export { median } from './refine-onsets.js';
export {
  performScore,
  type PerformanceStyle,
  type ScoreNote,
  type SyntheticPerformance,
} from './synthetic-performance.js';
