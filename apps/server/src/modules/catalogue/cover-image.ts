import { createHash } from 'node:crypto';
import type { ProductType } from '@cadenza/domain';
import { escapeXml } from './text.js';

/** Bump when the drawing changes, so every cover URL changes with it. */
const COVER_STYLE_VERSION = '1';

export interface CoverInput {
  type: ProductType;
  title: string;
  subtitle: string | null;
  composer: string | null;
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

function digestOf(input: CoverInput): Buffer {
  return createHash('sha256')
    .update(
      [
        COVER_STYLE_VERSION,
        input.type,
        input.title,
        input.subtitle ?? '',
        input.composer ?? '',
      ].join('\u0000'),
    )
    .digest();
}

/** Changes whenever the cover would look different; goes in the cover URL (immutable caching). */
export function coverVersionOf(input: CoverInput): string {
  return digestOf(input).toString('hex').slice(0, 10);
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

/** A colourful, deterministic cover: palette and ornaments from the metadata's hash. */
export function renderCoverSvg(input: CoverInput): string {
  const digest = digestOf(input);
  const [dark, mid, light] = palettes[(digest[0] ?? 0) % palettes.length] ??
    palettes[0] ?? ['#000', '#555', '#fff'];
  const isLandscape = landscapeTypes.has(input.type);
  const [width, height] = isLandscape ? [800, 400] : [424, 576];
  const titleLines = wrapText(input.title, isLandscape ? 26 : 16, 3);
  const titleSize = isLandscape ? 44 : 38;
  const staffTop = isLandscape ? 250 : 380;
  const staff = [0, 1, 2, 3, 4]
    .map(
      (line) =>
        `<line x1="0" x2="${width}" y1="${staffTop + line * 14}" y2="${staffTop + line * 14}" />`,
    )
    .join('');
  const notes = Array.from({ length: 7 }, (_, index) => {
    const x = 40 + index * ((width - 80) / 7) + ((digest[index + 1] ?? 0) % 20);
    const y = staffTop + ((digest[index + 8] ?? 0) % 9) * 7;
    return `<ellipse cx="${x.toFixed(0)}" cy="${y}" rx="9" ry="6.5" transform="rotate(-20 ${x.toFixed(0)} ${y})" />`;
  }).join('');
  const title = titleLines
    .map(
      (line, index) =>
        `<tspan x="32" dy="${index === 0 ? 0 : titleSize * 1.15}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const byline = input.composer ?? input.subtitle;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(input.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width - 60}" cy="70" r="${90 + ((digest[20] ?? 0) % 60)}" fill="${light}" fill-opacity="0.12"/>
<g stroke="${light}" stroke-opacity="0.35" stroke-width="2">${staff}</g>
<g fill="${light}" fill-opacity="0.55">${notes}</g>
<text x="32" y="52" fill="${light}" font-family="Georgia, 'Times New Roman', serif" font-size="18" letter-spacing="3">${escapeXml(typeLabels[input.type].toUpperCase())}</text>
<text x="32" y="${isLandscape ? 120 : 130}" fill="${light}" font-family="Georgia, 'Times New Roman', serif" font-size="${titleSize}" font-weight="bold">${title}</text>
${byline ? `<text x="32" y="${height - 64}" fill="${light}" font-family="Georgia, 'Times New Roman', serif" font-size="22" font-style="italic">${escapeXml(wrapText(byline, isLandscape ? 50 : 30, 1)[0] ?? '')}</text>` : ''}
<text x="32" y="${height - 28}" fill="${light}" fill-opacity="0.8" font-family="Helvetica, Arial, sans-serif" font-size="16" letter-spacing="2">CADENZA</text>
</svg>`;
}
