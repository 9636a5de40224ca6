import { difficultyBandOf } from '@cadenza/domain';
import { escapeXml } from '../scores/musicxml/xml.js';
import type { Instrument } from '../scores/score-library.types.js';
import type { PersonFactSheet } from './composers.js';
import type { CollectionPlan, VolumePlan } from './demo-plan.js';

export interface ReadingPage {
  title: string;
  html: string;
}

const p = (text: string) => `<p>${escapeXml(text)}</p>`;
const h = (text: string) => `<h2>${escapeXml(text)}</h2>`;
const list = (items: string[]) =>
  `<ul>${items.map((item) => `<li>${escapeXml(item)}</li>`).join('')}</ul>`;

function levelPhrase(level: number): string {
  return `level ${level} (${difficultyBandOf(level)})`;
}

export function describeVolume(volume: VolumePlan, collection: CollectionPlan): string {
  const count = volume.entries.length;
  const pieces = `${count} ${count === 1 ? 'piece' : 'pieces'}`;
  if (volume.level === null) {
    const composers = [
      ...new Set(volume.entries.map((entry) => entry.composer).filter((name) => name !== null)),
    ];
    const by = composers.length
      ? ` by ${composers.slice(0, 4).join(', ')}${composers.length > 4 ? ' and others' : ''}`
      : '';
    return p(`${pieces}${by}, from the ${collection.title} collection.`);
  }
  return p(
    `${pieces} for ${volume.instrument === 'piano' ? 'piano' : 'voice'} at ${levelPhrase(volume.level)}, from the ${collection.title} collection.`,
  );
}

export function aboutVolumePages(volume: VolumePlan, collection: CollectionPlan): ReadingPage[] {
  const keys = [...new Set(volume.entries.map((entry) => entry.key))];
  const body = [
    h(volume.title),
    describeVolume(volume, collection),
    p(collection.summary),
    keys.length > 1
      ? p(`Keys in this volume: ${keys.slice(0, 12).join(', ')}${keys.length > 12 ? ', …' : ''}.`)
      : '',
    p('Every score can be played back, slowed down and looped in the player.'),
  ];
  return [{ title: 'About this volume', html: body.join('') }];
}

export function aboutMusicPages(volume: VolumePlan): ReadingPage[] {
  const rows = volume.entries.map((entry) => {
    const facts = [
      entry.composer,
      entry.key,
      entry.year ? String(entry.year) : null,
      entry.language,
    ].filter(Boolean);
    return `${entry.title}${facts.length ? ` — ${facts.join(', ')}` : ''}`;
  });
  return [{ title: 'About the music', html: [h('The pieces'), list(rows)].join('') }];
}

export function aboutComposerPages(facts: PersonFactSheet): ReadingPage[] {
  const dates = `${facts.born ?? '?'}–${facts.died ?? '?'}`;
  return [
    {
      title: facts.name,
      html: [h(`${facts.name} (${dates})`), p(`${facts.nationality}.`), p(facts.bio)].join(''),
    },
  ];
}

export interface CreditsFacts {
  editor: string;
  selector: string | null;
  translator: string | null;
  performers: string[];
  imprint: string;
}

export function creditsPages(volume: VolumePlan, credits: CreditsFacts): ReadingPage[] {
  const lines = [
    `Edited by ${credits.editor}`,
    credits.selector ? `Selected by ${credits.selector}` : null,
    credits.translator ? `Translations by ${credits.translator}` : null,
    credits.performers.length ? `Performances by ${credits.performers.join(', ')}` : null,
    `Published by ${credits.imprint}`,
    volume.isAnthology
      ? 'The music is in the public domain; scores newly engraved for this edition.'
      : 'Exercises written for this edition.',
  ].filter((line): line is string => line !== null);
  return [{ title: 'Credits', html: [h(`Credits: ${volume.title}`), list(lines)].join('') }];
}

const practiceSteps: Record<Instrument, string[]> = {
  piano: [
    'Read through the score away from the piano: key, time signature, and where the hands move.',
    'Play each hand alone, slowly, with the fingering printed in the score.',
    'Put the hands together at a tempo where every note is even, then raise the tempo in small steps.',
    'Loop the hardest bars in the player rather than always starting from the beginning.',
  ],
  vocal: [
    'Speak the rhythm on a single syllable before singing.',
    'Sing on a vowel at a comfortable dynamic, breathing where the phrase marks allow.',
    'Use the pitch adjustor to move the exercise into the middle of your range.',
    'Record yourself and listen back for even tone across the range.',
  ],
};

export function practiceGuidePages(volume: VolumePlan): ReadingPage[] {
  const tempo =
    volume.level === null
      ? 'at a tempo you can keep steady'
      : `starting at about ${40 + volume.level * 8} beats per minute`;
  return [
    {
      title: 'How to practise this volume',
      html: [
        h('How to practise'),
        list(practiceSteps[volume.instrument]),
        p(`Work ${tempo}.`),
      ].join(''),
    },
  ];
}

const handbookChapters: Record<Instrument, [string, string][]> = {
  piano: [
    [
      'Posture',
      'Sit at a height where the forearms are level with the keys, feet flat, shoulders loose.',
    ],
    [
      'Fingering',
      'Keep to one fingering until it is secure; consistent fingering is what makes a passage reliable.',
    ],
    [
      'Evenness',
      'Practise with a metronome and in different rhythms (long–short, short–long) to even out the fingers.',
    ],
    [
      'Pedalling',
      'Change the pedal just after the new harmony sounds, listening for a clean join.',
    ],
    ['Memory', 'Learn the harmony and the shape of each phrase, not only the finger movements.'],
  ],
  vocal: [
    ['Breath', 'Breathe low and quietly; let the ribs widen rather than lifting the shoulders.'],
    ['Onset', 'Begin each note without a push or a breathy leak: a balanced onset.'],
    [
      'Vowels',
      'Keep vowels pure and consistent through the phrase; consonants are short and clear.',
    ],
    ['Range', 'Move through the registers on slides and arpeggios before singing wide leaps.'],
    ['Text', 'Speak the words in rhythm, then sing them; know what each phrase means.'],
  ],
};

export function handbookPages(instrument: Instrument): ReadingPage[] {
  return handbookChapters[instrument].map(([title, text]) => ({ title, html: h(title) + p(text) }));
}

export function collectionGuidePages(collection: CollectionPlan): ReadingPage[] {
  const volumes = collection.volumes.map((volume) => `${volume.title} (${volume.entries.length})`);
  return [
    {
      title: `Guide to ${collection.title}`,
      html: [h(collection.title), p(collection.summary), h('Volumes'), list(volumes)].join(''),
    },
  ];
}
