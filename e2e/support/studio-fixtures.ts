/**
 * What the studio journey uploads, made here each run: a short piano study in MusicXML and a
 * performance of it (an additive piano tone per note, played with a tempo that breathes and a
 * ritardando), whose note onsets are therefore known.
 */

/** The study's notes, one a quarter note (MIDI numbers), eight bars of 4/4 and a last chord. */
const MELODY = [
  [60, 64, 67, 72],
  [71, 67, 62, 67],
  [69, 72, 76, 72],
  [65, 69, 72, 69],
  [67, 71, 74, 71],
  [64, 67, 72, 67],
  [65, 62, 67, 71],
  [72, 67, 64, 60],
];
const FINAL = 60;
/** The written tempo, quarter notes a minute. */
const TEMPO = 92;
const SAMPLE_RATE = 22_050;
const LEAD_IN_SECONDS = 0.6;

const STEPS = ['C', 'C', 'D', 'D', 'E', 'F', 'F', 'G', 'G', 'A', 'A', 'B'] as const;
const ALTERS = [0, 1, 0, 1, 0, 0, 1, 0, 1, 0, 1, 0] as const;

function pitchXml(midi: number): string {
  const pc = midi % 12;
  const alter = ALTERS[pc] ? '<alter>1</alter>' : '';
  return `<pitch><step>${STEPS[pc] ?? 'C'}</step>${alter}<octave>${String(Math.floor(midi / 12) - 1)}</octave></pitch>`;
}

function noteXml(midi: number, type: 'quarter' | 'whole'): string {
  const duration = type === 'whole' ? 4 : 1;
  return `<note>${pitchXml(midi)}<duration>${String(duration)}</duration><type>${type}</type></note>`;
}

/** The study as MusicXML 4.0, titled `title` (its movement title, as a song in a set would be). */
export function studyMusicXml(title: string): string {
  const bars = [
    ...MELODY.map((bar) => bar.map((midi) => noteXml(midi, 'quarter'))),
    [noteXml(FINAL, 'whole')],
  ];
  const measures = bars
    .map((notes, index) => {
      const attributes =
        index === 0
          ? '<attributes><divisions>1</divisions><key><fifths>0</fifths></key><time><beats>4</beats><beat-type>4</beat-type></time><clef><sign>G</sign><line>2</line></clef></attributes>' +
            `<direction placement="above"><direction-type><metronome><beat-unit>quarter</beat-unit><per-minute>${String(TEMPO)}</per-minute></metronome></direction-type><sound tempo="${String(TEMPO)}"/></direction>`
          : '';
      return `<measure number="${String(index + 1)}">${attributes}${notes.join('')}</measure>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" "http://www.musicxml.org/dtds/partwise.dtd">
<score-partwise version="4.0">
  <movement-title>${title}</movement-title>
  <identification>
    <creator type="composer">Cadenza Test Ensemble</creator>
    <rights>Written for the project's tests; CC0 1.0</rights>
  </identification>
  <part-list><score-part id="P1"><part-name>Piano</part-name></score-part></part-list>
  <part id="P1">${measures}</part>
</score-partwise>
`;
}

/** Where each note starts in the performance (seconds) and at which quarter note of the score. */
export interface PerformedOnset {
  seconds: number;
  quarters: number;
}

/** The onsets of a performance that breathes (±12 % over two bars) and slows at the end. */
function performedOnsets(): PerformedOnset[] {
  const quarters = MELODY.length * 4;
  const onsets: PerformedOnset[] = [];
  let seconds = LEAD_IN_SECONDS;
  for (let beat = 0; beat <= quarters; beat++) {
    onsets.push({ seconds, quarters: beat });
    const swell = 1 + 0.12 * Math.sin((beat / 8) * 2 * Math.PI);
    const ritardando = beat >= quarters - 4 ? 1 + 0.12 * (beat - (quarters - 4)) : 1;
    seconds += (60 / TEMPO) * swell * ritardando;
  }
  return onsets;
}

/** One piano-like tone: a few partials, a quick attack and a decay, added into `out`. */
function addTone(out: Float32Array, midi: number, start: number, seconds: number): void {
  const frequency = 440 * 2 ** ((midi - 69) / 12);
  const first = Math.round(start * SAMPLE_RATE);
  const length = Math.round(seconds * SAMPLE_RATE);
  for (let index = 0; index < length && first + index < out.length; index++) {
    const t = index / SAMPLE_RATE;
    const envelope = Math.min(1, t / 0.004) * Math.exp(-t / 0.45);
    let value = 0;
    for (let partial = 1; partial <= 6; partial++)
      value += Math.sin(2 * Math.PI * frequency * partial * t) / partial ** 1.3;
    out[first + index] = (out[first + index] ?? 0) + 0.18 * envelope * value;
  }
}

/** 16-bit mono WAV of the samples (-1 to 1). */
function wavOf(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, index) => {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), index * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The performance as a WAV file, and where its notes start. */
export function studyPerformance(): { wav: Buffer; onsets: PerformedOnset[] } {
  const onsets = performedOnsets();
  const end = (onsets.at(-1)?.seconds ?? 0) + 2.5;
  const samples = new Float32Array(Math.ceil(end * SAMPLE_RATE));
  const notes = [...MELODY.flat(), FINAL];
  notes.forEach((midi, index) => {
    const onset = onsets[index];
    if (!onset) return;
    const next = onsets[index + 1]?.seconds ?? end;
    addTone(
      samples,
      midi,
      onset.seconds,
      Math.min(end - onset.seconds, next - onset.seconds + 0.3),
    );
  });
  return { wav: wavOf(samples), onsets };
}
