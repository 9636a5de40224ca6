import { difficultyBandOf } from '@cadenza/domain';
import type { CatalogueDraftBuilder, ProductDraft } from '../catalogue-draft/catalogue-draft.js';
import { escapeXml } from '../scores/musicxml/xml.js';
import type { ScoreEntry } from '../scores/score-library.types.js';
import { personFacts } from './composers.js';
import { describeGenres, genresOf } from './demo-genres.js';

export const DEMO_COPYRIGHT = 'Edition © Cadenza Editions. The music is in the public domain.';

export function difficultyColumns(difficulty: ScoreEntry['difficulty']) {
  return { difficultyPiano: difficulty.piano ?? null, difficultyVocal: difficulty.vocal ?? null };
}

/** Credits the people of a library entry (composer, lyricist, arranger) on a product. */
export function creditEntryPeople(
  builder: CatalogueDraftBuilder,
  product: ProductDraft,
  entry: ScoreEntry,
): void {
  if (entry.composer) builder.credit(product, 'composer', personFacts(entry.composer));
  if (entry.lyricist) builder.credit(product, 'lyricist', personFacts(entry.lyricist));
  if (entry.arranger) builder.credit(product, 'arranger', personFacts(entry.arranger));
}

/**
 * The piece's facts; its styles, level and what comes with it (the score, and the recording
 * the demo-media jobs make from it: the piece is listed only once that recording exists); and
 * for an excerpt what part of the work it is (its title says so too).
 */
export function describePiece(entry: ScoreEntry): string {
  const facts = [
    entry.key,
    entry.year ? `composed ${entry.year}` : null,
    entry.language ? `sung in ${entry.language}` : null,
  ];
  const level = entry.difficulty[entry.instrument] ?? 0;
  const about = [
    describeGenres(genresOf(entry)),
    `Level ${String(level)} of 9 (${difficultyBandOf(level)}) for ${entry.instrument === 'piano' ? 'piano' : 'voice'}.`,
    'Sheet music, with a recording produced from the score and synced to it.',
  ];
  const summary = [
    `<p>${escapeXml(`${entry.title}: ${facts.filter(Boolean).join(', ')}.`)}</p>`,
    `<p>${escapeXml(about.join(' '))}</p>`,
  ].join('');
  return entry.excerpt ? `${summary}<p>${escapeXml(`An excerpt: ${entry.excerpt}`)}</p>` : summary;
}

export function addPiece(options: {
  builder: CatalogueDraftBuilder;
  volume: ProductDraft;
  entry: ScoreEntry;
  publisherId: string;
  /** Who translated the volume's sung texts, if any. */
  translator: string | null;
  /** Its recording is made in parts too (stems), for the player's parts mixer. */
  hasStems?: boolean;
}): ProductDraft {
  const { builder, volume, entry, publisherId, translator } = options;
  const isVocal = entry.instrument === 'vocal';
  const piece = builder.addProduct({
    type: 'piece',
    sourceKey: `demo:piece:${entry.ref}`,
    title: entry.title,
    subtitle: entry.subtitle ?? null,
    description: describePiece(entry),
    copyright: DEMO_COPYRIGHT,
    publisherId,
    ...difficultyColumns(entry.difficulty),
    musicalKey: entry.key,
    language: entry.language,
    year: entry.year,
    // Singers move exercises and songs into their own range.
    featureFlags: [
      ...(isVocal ? ['pitch-shift' as const] : []),
      ...(options.hasStems ? ['stems' as const] : []),
    ],
    genres: [...genresOf(entry)],
    scoreRef: entry.ref,
    recordingRef: `synth:${entry.ref}`,
    pronunciationAudioRef: isVocal && entry.language ? `speech:${entry.ref}` : null,
  });
  builder.link(volume, piece);
  creditEntryPeople(builder, piece, entry);
  if (translator && isVocal && entry.language && entry.language !== 'English') {
    builder.credit(piece, 'translator', personFacts(translator));
  }
  return piece;
}
