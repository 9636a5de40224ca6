import type { NoteEvent, ScoreEvent } from '../model/score-model.js';
import { durationTicks } from '../theory/durations.js';
import type { AccidentalName } from './accidentals.js';
import type { Beam } from './beams.js';
import { element, textElement } from './xml.js';

export interface NoteContext {
  voice: number;
  staff: number;
  accidentals: readonly (AccidentalName | null)[];
  beams: readonly Beam[];
  /** The whole measure is one rest: printed as a centred measure rest. */
  isMeasureRest: boolean;
}

/** One <note> per pitch (chords repeat the element with <chord/>), in MusicXML's element order. */
export function writeEvent(event: ScoreEvent, context: NoteContext): string {
  if (event.kind === 'rest')
    return writeRest(
      event.duration.type,
      event.duration.dots,
      durationTicks(event.duration),
      event.fermata === true,
      context,
    );
  return event.pitches.map((_, index) => writeChordMember(event, index, context)).join('');
}

function writeRest(
  type: string,
  dots: number,
  ticks: number,
  hasFermata: boolean,
  context: NoteContext,
): string {
  const parts = [
    context.isMeasureRest ? element('rest', undefined, { measure: 'yes' }) : element('rest'),
    element('duration', ticks),
    element('voice', context.voice),
    context.isMeasureRest ? '' : element('type', type),
    context.isMeasureRest ? '' : element('dot').repeat(dots),
    element('staff', context.staff),
    hasFermata ? element('notations', element('fermata', undefined, { type: 'upright' })) : '',
  ];
  return element('note', parts.join(''));
}

function writeChordMember(event: NoteEvent, index: number, context: NoteContext): string {
  const pitch = event.pitches[index];
  if (!pitch) return '';
  const isFirst = index === 0;
  const accidental = context.accidentals[index] ?? null;
  const pitchXml = element(
    'pitch',
    element('step', pitch.step) +
      (pitch.alter !== 0 ? element('alter', pitch.alter) : '') +
      element('octave', pitch.octave),
  );
  const parts = [
    isFirst ? '' : element('chord'),
    pitchXml,
    element('duration', durationTicks(event.duration)),
    event.tieStop ? element('tie', undefined, { type: 'stop' }) : '',
    event.tieStart ? element('tie', undefined, { type: 'start' }) : '',
    element('voice', context.voice),
    element('type', event.duration.type),
    element('dot').repeat(event.duration.dots),
    accidental ? element('accidental', accidental) : '',
    event.duration.tuplet ? timeModification(event.duration.tuplet) : '',
    element('staff', context.staff),
    isFirst
      ? context.beams.map((beam) => element('beam', beam.value, { number: beam.level })).join('')
      : '',
    writeNotations(event, isFirst),
    isFirst && event.lyric ? writeLyric(event.lyric) : '',
  ];
  return element('note', parts.join(''));
}

function timeModification(tuplet: { actual: number; normal: number }): string {
  return element(
    'time-modification',
    element('actual-notes', tuplet.actual) + element('normal-notes', tuplet.normal),
  );
}

function writeNotations(event: NoteEvent, isFirst: boolean): string {
  const items = [
    event.tieStop ? element('tied', undefined, { type: 'stop' }) : '',
    event.tieStart ? element('tied', undefined, { type: 'start' }) : '',
    isFirst && event.slurStop ? element('slur', undefined, { type: 'stop', number: 1 }) : '',
    isFirst && event.slurStart ? element('slur', undefined, { type: 'start', number: 1 }) : '',
    isFirst && event.tupletStart
      ? element('tuplet', undefined, { type: 'start', bracket: 'no' })
      : '',
    isFirst && event.tupletStop ? element('tuplet', undefined, { type: 'stop' }) : '',
    isFirst && (event.staccato || event.accent)
      ? element(
          'articulations',
          (event.staccato ? element('staccato') : '') + (event.accent ? element('accent') : ''),
        )
      : '',
    isFirst && event.fermata ? element('fermata', undefined, { type: 'upright' }) : '',
  ].join('');
  return items ? element('notations', items) : '';
}

function writeLyric(lyric: NonNullable<NoteEvent['lyric']>): string {
  return element(
    'lyric',
    element('syllabic', lyric.syllabic) +
      textElement('text', lyric.text) +
      (lyric.extend ? element('extend') : ''),
    { number: 1 },
  );
}
