export {
  filmsOf,
  parseFilmRef,
  planDemoMedia,
  remakeTask,
  taskKey,
  type MediaTask,
} from './demo-media-plan.js';
export { ffmpegPath } from './ffmpeg.js';
export { cameras, type Camera } from './keyboard-frames.js';
export { makePronunciation } from './make-pronunciation.js';
export { makeRecording, makeStems, STEMS_VARIANT } from './make-recording.js';
export { filmSource, makeFilms, type FilmRequest } from './make-video.js';
export {
  inThreadRenderer,
  renderFilms,
  renderPronunciation,
  renderRecording,
  renderStems,
  stemGroupsOf,
  type MediaRenderer,
  type RenderedFilms,
  type RenderedRecording,
  type RenderedSpeech,
  type RenderedStems,
} from './render-media.js';
export { engraveFirstPage, engraveScorePage } from './verovio-node.js';
export type {
  MadeMedium,
  MediaKind,
  MediaMakerDeps,
  MediaProduct,
  MediaSink,
} from './media-maker.js';
