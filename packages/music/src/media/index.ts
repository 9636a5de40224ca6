export {
  parseFilmRef,
  planDemoMedia,
  remakeTask,
  taskKey,
  type MediaTask,
} from './demo-media-plan.js';
export { makePronunciation } from './make-pronunciation.js';
export { makeRecording } from './make-recording.js';
export { makeVideo } from './make-video.js';
export { engraveFirstPage } from './verovio-node.js';
export type {
  MadeMedium,
  MediaKind,
  MediaMakerDeps,
  MediaProduct,
  MediaSink,
} from './media-maker.js';
