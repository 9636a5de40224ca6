import type { KeyMode, WrittenKey } from './key-names';

const KEY_SIG = /<keySig\b([^>]*)>/;
const SCORE_DEF_KEY = /\bkey\.sig="([^"]*)"/;
const ATTRIBUTE = /([\w.:]+)="([^"]*)"/g;

/** MEI's signature ('2s', '3f', '0') as fifths: sharps positive, flats negative. */
function fifthsOf(sig: string | undefined): number {
  const match = /^(\d+)([sf])?$/.exec(sig ?? '');
  if (!match) return 0;
  const count = Number(match[1]);
  return match[2] === 'f' ? -count : count;
}

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) attributes.set(match[1] ?? '', match[2] ?? '');
  return attributes;
}

/**
 * The key the score opens in, from Verovio's MEI: the first key signature before the first bar
 * (an element, or the score definition's `key.sig`). None is C major; a signature without a
 * mode is read as major, the more common (MusicXML's `<mode>` is optional).
 */
export function readWrittenKey(mei: string): WrittenKey {
  const firstBar = mei.indexOf('<measure');
  const head = firstBar < 0 ? mei : mei.slice(0, firstBar);
  const element = KEY_SIG.exec(head);
  const attribute = SCORE_DEF_KEY.exec(head);
  if (element && (!attribute || element.index < attribute.index)) {
    const attributes = attributesOf(element[1] ?? '');
    return {
      fifths: fifthsOf(attributes.get('sig')),
      mode: modeOf(attributes.get('mode')),
    };
  }
  if (attribute) {
    const mode = /\bkey\.mode="([^"]*)"/.exec(head)?.[1];
    return { fifths: fifthsOf(attribute[1]), mode: modeOf(mode) };
  }
  return { fifths: 0, mode: 'major' };
}

function modeOf(mode: string | undefined): KeyMode {
  return mode === 'minor' ? 'minor' : 'major';
}
