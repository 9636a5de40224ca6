/**
 * Verovio puts two <style> elements in each SVG: a few rules and the Leipzig music font as a
 * data URL. Our content security policy (style-src 'self') refuses inline styles, so the rules
 * live in the player's stylesheet instead and the font is registered through the FontFace API.
 */
export function splitSvgStyles(svg: string): { svg: string; fontBase64: string | undefined } {
  const fontBase64 = /font-family:\s*'Leipzig'[\s\S]*?base64,([A-Za-z0-9+/=]+)\)/.exec(svg)?.[1];
  return { svg: svg.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, ''), fontBase64 };
}

let isFontRegistered = false;

/** Makes the music font Verovio's text uses (tempo marks, for one) available to the page, once. */
export async function registerMusicFont(base64: string): Promise<void> {
  if (isFontRegistered || typeof FontFace === 'undefined') return;
  isFontRegistered = true;
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  const font = new FontFace('Leipzig', bytes.buffer);
  document.fonts.add(await font.load());
}
