import type { StaffDefinition } from '../score/read-score';

export type { StaffDefinition };

/** A part of the synthesised performance: one staff, named for people. */
export interface ScorePart {
  staff: number;
  name: string;
}

const KEYBOARD = /piano|klavier|pianoforte|keyboard|harpsichord|organ|accomp/i;

/** A braced pair of staves (or a labelled keyboard pair): played by two hands. */
function isKeyboardPair(definition: StaffDefinition): boolean {
  const group = definition.group;
  if (!group || group.staffCount !== 2) return false;
  return group.symbol === 'brace' || KEYBOARD.test(group.label ?? '');
}

/**
 * Names each staff for the parts controls: a keyboard's braced pair of staves is "Right hand"
 * and "Left hand" (with the instrument's name before it when there are two such pairs), a staff
 * is its label, else its group's label, else "Voice" when it carries words, else "Staff n".
 * Names that would repeat get their staff's number.
 */
export function nameParts(definitions: readonly StaffDefinition[]): ScorePart[] {
  const pairCount = definitions.filter(isKeyboardPair).length / 2;
  const named = definitions.map((definition) => {
    const group = definition.group;
    if (isKeyboardPair(definition) && group) {
      const hand = group.index === 0 ? 'right hand' : 'left hand';
      const instrument = pairCount > 1 ? group.label : undefined;
      return instrument
        ? `${instrument} ${hand}`
        : hand === 'right hand'
          ? 'Right hand'
          : 'Left hand';
    }
    if (definition.label) return definition.label;
    if (group?.label && group.staffCount === 1) return group.label;
    if (definition.hasLyrics) return 'Voice';
    return `Staff ${String(definition.staff)}`;
  });
  return definitions.map((definition, index) => {
    const name = named[index] ?? '';
    const isRepeated = named.filter((other) => other === name).length > 1;
    return {
      staff: definition.staff,
      name: isRepeated ? `${name} (staff ${String(definition.staff)})` : name,
    };
  });
}

/** How one part is heard: muted, soloed, and its volume from 0 to 1. */
export interface PartSetting {
  isMuted: boolean;
  isSolo: boolean;
  volume: number;
}

/** The parts' settings by staff; a staff not listed plays as `DEFAULT_PART_SETTING`. */
export type PartMix = Readonly<Record<number, PartSetting>>;

export const DEFAULT_PART_SETTING: PartSetting = { isMuted: false, isSolo: false, volume: 1 };

export function partSetting(mix: PartMix, staff: number): PartSetting {
  return mix[staff] ?? DEFAULT_PART_SETTING;
}

/**
 * The loudness (0 to 1) a staff's notes are played at: when any part is soloed only the soloed
 * parts sound (a soloed part sounds even if also muted), else every part not muted; each at its
 * volume. 0: the staff's notes are not played.
 */
export function partGain(mix: PartMix, staff: number): number {
  const setting = partSetting(mix, staff);
  const isAnySolo = Object.values(mix).some((other) => other.isSolo);
  const isHeard = isAnySolo ? setting.isSolo : !setting.isMuted;
  return isHeard ? Math.max(0, Math.min(1, setting.volume)) : 0;
}

/** The mix with one part's setting changed. */
export function withPartSetting(
  mix: PartMix,
  staff: number,
  change: Partial<PartSetting>,
): PartMix {
  return { ...mix, [staff]: { ...partSetting(mix, staff), ...change } };
}

/** Every part plays as written: nothing muted or soloed, every volume full. */
export function isEveryPartPlaying(mix: PartMix): boolean {
  return Object.values(mix).every(
    (setting) => !setting.isMuted && !setting.isSolo && setting.volume === 1,
  );
}

/**
 * The parts of a recording in stems, a channel each, named for the mixer: a channel of one
 * staff is that staff's part (as the score names it), one of several staves (a song's piano) is
 * the accompaniment. Each is known by its first staff, the key of its setting in a `PartMix`.
 */
export function stemParts(
  scoreParts: readonly ScorePart[],
  channels: readonly { staves: readonly number[] }[],
): ScorePart[] {
  return channels.map(({ staves }) => {
    const staff = staves[0] ?? 0;
    const name =
      staves.length > 1
        ? 'Accompaniment'
        : (scoreParts.find((part) => part.staff === staff)?.name ?? `Staff ${String(staff)}`);
    return { staff, name };
  });
}
