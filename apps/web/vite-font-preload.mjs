// Preloads the text font from the page's HTML. Inter's Latin file is otherwise asked for only
// once the app has drawn text in it, and the text first drawn in the fallback font moves when
// Inter arrives (the landing's layout shift, CLS 0.150 on Lighthouse's phone, 0.063 on desktop).
// The app draws nothing before its script has run, so the font is in by then.

/** The Latin subset of Inter as Vite names it in the build (`inter-latin-wght-normal-<hash>`). */
export const TEXT_FONT_FILE = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * The `<link rel="preload">` tag for the text font among the build's output files, if any.
 * @param {string[]} fileNames
 * @returns {import('vite').HtmlTagDescriptor[]}
 */
export function fontPreloadTags(fileNames) {
  const font = fileNames.find((name) => TEXT_FONT_FILE.test(name));
  if (!font) return [];
  return [
    {
      tag: 'link',
      attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
      injectTo: 'head',
    },
  ];
}

/** @returns {import('vite').Plugin} */
export function fontPreload() {
  return {
    name: 'cadenza-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => fontPreloadTags(Object.keys(context.bundle ?? {})),
    },
  };
}
