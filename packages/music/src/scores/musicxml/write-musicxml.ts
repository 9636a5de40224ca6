import { checkScore, expectedMeasureTicks } from '../model/check-score.js';
import type { Clef, Part, Score, ScoreEvent, StaffMeasure } from '../model/score-model.js';
import { measureTicks } from '../theory/durations.js';
import { computeAccidentals } from './accidentals.js';
import { computeBeams } from './beams.js';
import { writeHeader } from './write-header.js';
import { writeEvent } from './write-note.js';
import { element } from './xml.js';

const CLEF_XML: Record<Clef, string> = {
  treble: element('sign', 'G') + element('line', 2),
  bass: element('sign', 'F') + element('line', 4),
  'treble-8vb': element('sign', 'G') + element('line', 2) + element('clef-octave-change', -1),
};

/** Serialises the internal model as a MusicXML 4.0 score-partwise document. */
export function writeMusicXml(score: Score): string {
  checkScore(score);
  const parts = score.parts.map((part, partIndex) => writePart(score, part, partIndex)).join('\n');
  return `${writeHeader(score)}\n${parts}\n</score-partwise>\n`;
}

function writePart(score: Score, part: Part, partIndex: number): string {
  const measures = part.measures.map((measure, index) => {
    const content = [
      index === 0 ? writeFirstAttributes(score, part) : writeClefChanges(measure.staves),
      index === 0 && partIndex === 0 ? writeTempo(score) : '',
      ...measure.staves.map((staff, staffIndex) =>
        writeStaff({
          score,
          staff,
          staffIndex,
          measureIndex: index,
          isVocal: part.midiProgram !== 1,
        }),
      ),
      index === part.measures.length - 1
        ? element('barline', element('bar-style', 'light-heavy'), { location: 'right' })
        : '',
    ].join('');
    const number = score.pickupTicks > 0 ? index : index + 1;
    const attributes: Record<string, string | number> = { number };
    if (index === 0 && score.pickupTicks > 0) attributes.implicit = 'yes';
    return element('measure', content, attributes);
  });
  return element('part', measures.join('\n'), { id: part.id });
}

function writeFirstAttributes(score: Score, part: Part): string {
  const clefs = part.clefs
    .map((clef, index) =>
      element('clef', CLEF_XML[clef], part.clefs.length > 1 ? { number: index + 1 } : {}),
    )
    .join('');
  return element(
    'attributes',
    element('divisions', 48) +
      element('key', element('fifths', score.key.fifths) + element('mode', score.key.mode)) +
      element(
        'time',
        element('beats', score.time.beats) + element('beat-type', score.time.beatType),
      ) +
      (part.clefs.length > 1 ? element('staves', part.clefs.length) : '') +
      clefs,
  );
}

function writeClefChanges(staves: readonly StaffMeasure[]): string {
  const clefs = staves
    .map((staff, index) =>
      staff.clef ? element('clef', CLEF_XML[staff.clef], { number: index + 1 }) : '',
    )
    .join('');
  return clefs ? element('attributes', clefs) : '';
}

function writeTempo(score: Score): string {
  const { tempo } = score;
  const beatTicks =
    (48 * 4) / { whole: 1, half: 2, quarter: 4, eighth: 8, '16th': 16, '32nd': 32 }[tempo.beatUnit];
  const quarterBpm = Math.round((tempo.bpm * beatTicks * (tempo.dotted ? 1.5 : 1)) / 48);
  const words = tempo.text
    ? element('direction-type', element('words', tempo.text, { 'font-weight': 'bold' }))
    : '';
  const metronome = element(
    'direction-type',
    element(
      'metronome',
      element('beat-unit', tempo.beatUnit) +
        (tempo.dotted ? element('beat-unit-dot') : '') +
        element('per-minute', tempo.bpm),
    ),
  );
  return element(
    'direction',
    words + metronome + element('staff', 1) + element('sound', undefined, { tempo: quarterBpm }),
    {
      placement: 'above',
    },
  );
}

function writeStaff(options: {
  score: Score;
  staff: StaffMeasure;
  staffIndex: number;
  measureIndex: number;
  isVocal: boolean;
}): string {
  const { score, staff, staffIndex, measureIndex } = options;
  const length = expectedMeasureTicks(score, measureIndex);
  const offset =
    measureIndex === 0 && score.pickupTicks > 0 ? measureTicks(score.time) - score.pickupTicks : 0;
  const accidentals = computeAccidentals(staff, score.key.fifths);
  const written: string[] = [];
  staff.voices.forEach((events, voiceIndex) => {
    const isSilentExtraVoice = voiceIndex > 0 && events.every((event) => event.kind === 'rest');
    if (isSilentExtraVoice) return;
    const needsBackup = staffIndex > 0 || written.length > 0;
    if (needsBackup) written.push(element('backup', element('duration', length)));
    const beams = computeBeams(events, score.time, offset);
    const voice = staffIndex * 4 + voiceIndex + 1;
    const isMeasureRest =
      events.length === 1 && events[0]?.kind === 'rest' && score.pickupTicks === 0;
    events.forEach((event, eventIndex) => {
      written.push(
        writeDirections(event, {
          voice,
          staff: staffIndex + 1,
          placement: options.isVocal ? 'above' : 'below',
        }),
      );
      written.push(
        writeEvent(event, {
          voice,
          staff: staffIndex + 1,
          accidentals: accidentals[voiceIndex]?.[eventIndex] ?? [],
          beams: beams[eventIndex] ?? [],
          isMeasureRest,
        }),
      );
    });
  });
  return written.join('');
}

function writeDirections(
  event: ScoreEvent,
  where: { voice: number; staff: number; placement: 'above' | 'below' },
): string {
  const tail = element('voice', where.voice) + element('staff', where.staff);
  const directions: string[] = [];
  if (event.dynamic) {
    directions.push(
      element(
        'direction',
        element('direction-type', element('dynamics', element(event.dynamic))) + tail,
        { placement: where.placement },
      ),
    );
  }
  if (event.kind === 'note') {
    for (const wedge of event.wedges ?? []) {
      directions.push(
        element(
          'direction',
          element('direction-type', element('wedge', undefined, { type: wedge, number: 1 })) + tail,
          { placement: where.placement },
        ),
      );
    }
  }
  return directions.join('');
}
