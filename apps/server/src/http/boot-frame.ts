/**
 * The app pages that draw inside the app's header and footer (`Layout` in apps/web), matched on
 * the path: the catalogue's pages and the library.
 */
const APP_PAGE =
  /^\/(home|search|browse|library|collections|volumes|pieces|performances|videos|readings)(\/|$)/;

/** The brand's mark, as `LogoIcon` in apps/web/src/components/icons/icons.tsx draws it. */
const LOGO =
  '<svg viewBox="0 0 32 32" width="28" height="28" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><circle cx="16" cy="16" r="14"/><path d="M13 22.5a3 3 0 1 1-3-3 3 3 0 0 1 3 3V9l9-2v12.5"/><circle cx="19" cy="19.5" r="3"/></svg>';

const FRAME = `<div class="boot-frame" aria-hidden="true"><div class="boot-frame-bar"><span class="boot-frame-brand">${LOGO}Cadenza</span></div></div>`;

/**
 * What an app page shows before its code has run: the app header's bar with the brand, drawn by
 * the entry's stylesheet (`.boot-frame-bar` in apps/web/src/styles/global.css). The page's first
 * paint then comes with its HTML and stylesheet instead of after its scripts (about 150 KB,
 * a second and more on a phone's network); the app replaces it when it first draws (React owns
 * the root's children). The landing, info and offer pages draw a first screen of their own and
 * get none.
 */
export function withBootFrame(html: string, pathname: string): string {
  if (!APP_PAGE.test(pathname)) return html;
  return html.replace('<div id="root"></div>', () => `<div id="root">${FRAME}</div>`);
}
