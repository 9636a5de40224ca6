import { createHash } from 'node:crypto';
import { isReadingType, type CoverSize, type ProductType } from '@cadenza/domain';
import { escapeXml } from './text.js';

/** Bump when the drawing changes, so every cover URL changes with it. */
const COVER_STYLE_VERSION = '2';

/** What the music is for, as far as a cover shows it. */
export type CoverInstrument = 'piano' | 'voice' | null;

export interface CoverInput {
  type: ProductType;
  title: string;
  subtitle: string | null;
  composer: string | null;
  instrument: CoverInstrument;
}

/** What a product's cover is drawn from (catalogue and search rows alike). */
export function coverInputOf(
  row: {
    type: ProductType;
    title: string;
    subtitle: string | null;
    difficultyPiano: number | null;
    difficultyVocal: number | null;
  },
  composer: string | null,
): CoverInput {
  // Voice when graded for singers, piano when graded for piano only.
  const instrument =
    row.difficultyVocal !== null ? 'voice' : row.difficultyPiano !== null ? 'piano' : null;
  return { type: row.type, title: row.title, subtitle: row.subtitle, composer, instrument };
}

const palettes: [string, string, string][] = [
  ['#1d3557', '#457b9d', '#f1faee'],
  ['#6a040f', '#d00000', '#ffe8d6'],
  ['#264653', '#2a9d8f', '#e9c46a'],
  ['#3c096c', '#7b2cbf', '#e0aaff'],
  ['#0b525b', '#5fa8d3', '#fefae0'],
  ['#582f0e', '#bc6c25', '#fefae0'],
  ['#14213d', '#fca311', '#ffffff'],
  ['#1b4332', '#52b788', '#f1faee'],
  ['#7f4f24', '#dda15e', '#fffcf2'],
  ['#3a0ca3', '#f72585', '#ffffff'],
  ['#003049', '#d62828', '#fcbf49'],
  ['#22223b', '#9a8c98', '#f2e9e4'],
];

const typeLabels: Record<ProductType, string> = {
  collection: 'Collection',
  volume: 'Volume',
  piece: 'Score',
  performance: 'Performance',
  video: 'Video',
  masterclass: 'Masterclass',
  explore: 'Explore',
  reading: 'Further reading',
  aboutComposer: 'About the composer',
  aboutVolume: 'About the volume',
  aboutMusic: 'About the music',
  credits: 'Credits',
  readingSinglePage: 'Further reading',
  readingNavigated: 'Further reading',
  readingPdf: 'Further reading',
};

const landscapeTypes = new Set<ProductType>(['performance', 'video', 'explore', 'masterclass']);

const digestText = (input: CoverInput) =>
  [
    COVER_STYLE_VERSION,
    input.type,
    input.title,
    input.subtitle ?? '',
    input.composer ?? '',
    input.instrument ?? '',
  ].join('\u0000');

/**
 * Versions already computed, by their input: every list of products asks for each one's, and a
 * hash per item was a tenth of a page's time. Bounded: emptied when it reaches the limit.
 */
const coverVersions = new Map<string, string>();
const COVER_VERSIONS_KEPT = 50_000;

/** Changes whenever the cover would look different; goes in the cover URL (immutable caching). */
export function coverVersionOf(input: CoverInput): string {
  const text = digestText(input);
  let version = coverVersions.get(text);
  if (version === undefined) {
    version = createHash('sha256').update(text).digest('hex').slice(0, 10);
    if (coverVersions.size >= COVER_VERSIONS_KEPT) coverVersions.clear();
    coverVersions.set(text, version);
  }
  return version;
}

/** Greedy word wrap; the last line ends in an ellipsis when text is left over. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate.length > maxChars ? `${candidate.slice(0, maxChars - 1)}…` : candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, maxChars - 1)}…`;
  return kept;
}

const serif = "Georgia, 'Times New Roman', serif";

/** A small unsigned number from a string (FNV-1a): the same name always gives the same one. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The initials a composer's covers all carry: of the surname, with the first name's. */
export function monogramOf(composer: string): string {
  const first = composer.split(/,\s*/)[0] ?? composer;
  const words = first.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  const surname = words.at(-1) ?? first;
  const given = words.length > 1 ? (words[0]?.[0] ?? '') : '';
  return `${given}${surname.slice(0, 1)}`.toUpperCase() || '?';
}

/** A keyboard seen from above, across the cover: piano music. */
function keyboardMotif(width: number, top: number, light: string, seed: number): string {
  const keyWidth = 26 + (seed % 3) * 4;
  const keys = Math.ceil(width / keyWidth) + 1;
  const offset = -((seed >> 3) % keyWidth);
  const blackAfter = new Set([0, 1, 3, 4, 5]);
  const white: string[] = [];
  const black: string[] = [];
  for (let key = 0; key < keys; key += 1) {
    const x = offset + key * keyWidth;
    white.push(
      `<rect x="${String(x)}" y="${String(top)}" width="${String(keyWidth - 2)}" height="110" rx="3"/>`,
    );
    if (blackAfter.has((key + (seed % 7)) % 7))
      black.push(
        `<rect x="${(x + keyWidth * 0.68).toFixed(1)}" y="${String(top)}" width="${(keyWidth * 0.6).toFixed(1)}" height="68" rx="2"/>`,
      );
  }
  return `<g fill="${light}" fill-opacity="0.22">${white.join('')}</g><g fill="#000" fill-opacity="0.35">${black.join('')}</g>`;
}

/** Melodic lines with notes riding them: music for a voice. */
function melodyMotif(width: number, top: number, light: string, seed: number): string {
  const lines = [0, 1, 2].map((line) => {
    const y = top + line * 30;
    const lift = 18 + ((seed >> (line * 4)) % 24);
    const path = `M0 ${String(y)} C ${String(width * 0.25)} ${String(y - lift)}, ${String(width * 0.5)} ${String(y + lift)}, ${String(width * 0.75)} ${String(y - lift / 2)} S ${String(width)} ${String(y + lift / 3)}, ${String(width + 40)} ${String(y)}`;
    return `<path d="${path}" fill="none" stroke="${light}" stroke-opacity="${(0.45 - line * 0.1).toFixed(2)}" stroke-width="${String(3 - line)}"/>`;
  });
  const notes = Array.from({ length: 5 }, (_, index) => {
    const x = 40 + index * ((width - 80) / 5) + ((seed >> index) % 18);
    const y = top - 10 + (((seed >> (index + 5)) % 5) - 2) * 12;
    return `<ellipse cx="${x.toFixed(0)}" cy="${String(y)}" rx="10" ry="7" transform="rotate(-20 ${x.toFixed(0)} ${String(y)})"/><line x1="${(x + 9).toFixed(0)}" y1="${String(y)}" x2="${(x + 9).toFixed(0)}" y2="${String(y - 32)}" stroke="${light}" stroke-width="2"/>`;
  });
  return `${lines.join('')}<g fill="${light}" fill-opacity="0.6">${notes.join('')}</g>`;
}

/** A staff with notes: scores that are neither (or both). */
function staffMotif(width: number, top: number, light: string, seed: number): string {
  const staff = [0, 1, 2, 3, 4]
    .map(
      (line) =>
        `<line x1="0" x2="${String(width)}" y1="${String(top + line * 14)}" y2="${String(top + line * 14)}"/>`,
    )
    .join('');
  const notes = Array.from({ length: 7 }, (_, index) => {
    const x = 40 + index * ((width - 80) / 7) + ((seed >> index) % 20);
    const y = top + ((seed >> (index + 7)) % 9) * 7;
    return `<ellipse cx="${x.toFixed(0)}" cy="${String(y)}" rx="9" ry="6.5" transform="rotate(-20 ${x.toFixed(0)} ${String(y)})"/>`;
  }).join('');
  return `<g stroke="${light}" stroke-opacity="0.35" stroke-width="2">${staff}</g><g fill="${light}" fill-opacity="0.55">${notes}</g>`;
}

/** Lines of text on a page: further reading. */
function pageMotif(width: number, top: number, light: string): string {
  const left = width - 190;
  const lines = Array.from({ length: 7 }, (_, index) => {
    const lineWidth = index === 6 ? 70 : 120 - (index % 3) * 12;
    return `<rect x="${String(left + 22)}" y="${String(top + 26 + index * 18)}" width="${String(lineWidth)}" height="6" rx="3"/>`;
  }).join('');
  return `<g fill="${light}"><rect x="${String(left)}" y="${String(top)}" width="160" height="170" rx="8" fill-opacity="0.16"/><g fill-opacity="0.45">${lines}</g></g>`;
}

/** Spines side by side: a volume or collection holds many. */
function spinesMotif(width: number, top: number, light: string, seed: number): string {
  const spines = Array.from({ length: 6 }, (_, index) => {
    const height = 120 + ((seed >> index) % 5) * 12;
    return `<rect x="${String(width - 230 + index * 34)}" y="${String(top + 150 - height)}" width="28" height="${String(height)}" rx="3" fill-opacity="${(0.14 + (index % 3) * 0.08).toFixed(2)}"/>`;
  }).join('');
  return `<g fill="${light}">${spines}</g>`;
}

/** A play button: something to watch. */
function playMark(width: number, light: string, dark: string): string {
  const cx = width - 110;
  return `<circle cx="${String(cx)}" cy="90" r="54" fill="${light}" fill-opacity="0.9"/><path d="M${String(cx - 16)} 64 L${String(cx + 26)} 90 L${String(cx - 16)} 116 Z" fill="${dark}"/>`;
}

/**
 * A cover that tells products apart, drawn from their metadata and the same every time: the
 * composer's palette and monogram (all of a composer's covers look related), a motif for what
 * the music is for (a keyboard for piano, melodic lines for a voice), and a mark for what the
 * product is (a play button for what is watched, a page for reading, spines for volumes and
 * collections), with the type's name, the title and the composer. The small rendition (for
 * result and list rows) is the same artwork without the lettering and the monogram.
 */
export function renderCoverSvg(input: CoverInput, size?: CoverSize): string {
  const isLettered = size === undefined;
  const composerSeed = hashOf(input.composer ?? input.title);
  const titleSeed = hashOf(`${input.title}\u0000${input.subtitle ?? ''}`);
  const [dark, mid, light] = palettes[composerSeed % palettes.length] ??
    palettes[0] ?? ['#000', '#555', '#fff'];
  const isLandscape = landscapeTypes.has(input.type);
  const [width, height] = isLandscape ? [800, 400] : [424, 576];
  const titleLines = wrapText(input.title, isLandscape ? 26 : 16, isLandscape ? 2 : 3);
  const titleSize = isLandscape ? 44 : 38;
  const motifTop = isLandscape ? 200 : 370;
  const motif = isReadingType(input.type)
    ? pageMotif(width, isLandscape ? 150 : 330, light)
    : input.type === 'volume' || input.type === 'collection'
      ? spinesMotif(width, motifTop, light, titleSeed)
      : input.instrument === 'piano'
        ? keyboardMotif(width, motifTop + 20, light, titleSeed)
        : input.instrument === 'voice'
          ? melodyMotif(width, motifTop + 30, light, titleSeed)
          : staffMotif(width, motifTop, light, titleSeed);
  const mark = isLandscape ? playMark(width, light, dark) : '';
  // Landscape covers (what is watched) carry the play button where the monogram would be.
  const monogram =
    isLettered && input.composer && !isLandscape
      ? `<circle cx="${String(width - 64)}" cy="70" r="40" fill="none" stroke="${light}" stroke-opacity="0.6" stroke-width="2"/><text x="${String(width - 64)}" y="81" text-anchor="middle" fill="${light}" font-family="${serif}" font-size="30" font-style="italic">${escapeXml(monogramOf(input.composer))}</text>`
      : '';
  const title = titleLines
    .map(
      (line, index) =>
        `<tspan x="32" dy="${index === 0 ? 0 : titleSize * 1.15}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const byline = input.composer ?? input.subtitle;
  const angle = String(30 + (composerSeed % 4) * 15);
  const lettering = `<text x="32" y="52" fill="${light}" font-family="${serif}" font-size="18" letter-spacing="3">${escapeXml(typeLabels[input.type].toUpperCase())}</text>
<text x="32" y="${isLandscape ? '120' : '130'}" fill="${light}" font-family="${serif}" font-size="${String(titleSize)}" font-weight="bold">${title}</text>
${byline ? `<text x="32" y="${String(height - 64)}" fill="${light}" font-family="${serif}" font-size="22" font-style="italic">${escapeXml(wrapText(byline, isLandscape ? 50 : 30, 1)[0] ?? '')}</text>` : ''}
<text x="32" y="${String(height - 28)}" fill="${light}" fill-opacity="0.8" font-family="Helvetica, Arial, sans-serif" font-size="16" letter-spacing="2">CADENZA</text>
`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}" role="img" aria-label="${escapeXml(input.title)}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="${String(width)}" height="${String(height)}" fill="url(#g)"/>
${motif}${mark}${monogram}
${isLettered ? lettering : ''}</svg>`;
}
