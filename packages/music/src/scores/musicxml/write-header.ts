import type { Score } from '../model/score-model.js';
import { element, textElement } from './xml.js';

const DOCTYPE =
  '<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" "http://www.musicxml.org/dtds/partwise.dtd">';

/** Everything before the first <part>: work, credits, identification and the part list. */
export function writeHeader(score: Score): string {
  const creators = [
    score.composer ? textElement('creator', score.composer, { type: 'composer' }) : '',
    score.lyricist ? textElement('creator', score.lyricist, { type: 'lyricist' }) : '',
    score.arranger ? textElement('creator', score.arranger, { type: 'arranger' }) : '',
  ].join('');
  const identification = element(
    'identification',
    creators +
      element(
        'encoding',
        textElement('software', 'Cadenza score library') +
          element('supports', undefined, { element: 'accidental', type: 'yes' }),
      ),
  );
  const credits = [
    credit('title', score.title, {
      'font-size': 20,
      justify: 'center',
      'default-y': 1550,
      'default-x': 600,
    }),
    score.subtitle
      ? credit('subtitle', score.subtitle, {
          'font-size': 12,
          justify: 'center',
          'default-y': 1500,
          'default-x': 600,
        })
      : '',
    score.composer
      ? credit('composer', score.composer, {
          'font-size': 10,
          justify: 'right',
          'default-y': 1450,
          'default-x': 1100,
        })
      : '',
    score.lyricist
      ? credit('lyricist', score.lyricist, {
          'font-size': 10,
          justify: 'left',
          'default-y': 1450,
          'default-x': 100,
        })
      : '',
  ].join('');
  const partList = element(
    'part-list',
    score.parts
      .map((part) =>
        element(
          'score-part',
          textElement('part-name', part.name) +
            textElement('part-abbreviation', part.abbreviation) +
            element('score-instrument', textElement('instrument-name', part.name), {
              id: `${part.id}-I1`,
            }) +
            element(
              'midi-instrument',
              element('midi-channel', part.midiProgram === 1 ? 1 : 2) +
                element('midi-program', part.midiProgram),
              { id: `${part.id}-I1` },
            ),
          { id: part.id },
        ),
      )
      .join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    DOCTYPE,
    '<score-partwise version="4.0">',
    element('work', textElement('work-title', score.title)),
    identification,
    credits,
    partList,
  ].join('\n');
}

function credit(type: string, text: string, attributes: Record<string, string | number>): string {
  return element(
    'credit',
    textElement('credit-type', type) +
      textElement('credit-words', text, { valign: 'top', ...attributes }),
    { page: 1 },
  );
}
