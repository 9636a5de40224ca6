/**
 * A small user-agent reader: just what `detectDevice` needs (the browser among the supported
 * families and its version, Apple and Android systems, phone or tablet).
 *
 * It answers as bowser 2.15 did (the app used it until its 34 KB weighed on the landing page's
 * budget): each step below keeps the order of bowser's own lists, because the first rule that
 * matches decides (an Edge user agent also names Chrome and Safari, a Samsung Internet one
 * Android and Chrome). Browsers the app does not support are folded into `other`, each group
 * kept at its place in that order. device-bowser.test.ts checks the answers against bowser's
 * on a corpus of real user agents.
 */

export type BrowserFamily =
  | 'chrome'
  | 'chromium'
  | 'firefox'
  | 'safari'
  | 'opera'
  // Unsupported, but they make a phone even without "Mobi" in the user agent.
  | 'blackberry'
  | 'bada'
  | 'other';
export type OsFamily = 'ios' | 'macos' | 'android' | 'other';
export type PlatformType = 'mobile' | 'tablet' | 'other';

export interface UserAgentInfo {
  browser: BrowserFamily;
  /** The browser's version as written in the user agent ("120.0.0.0"); absent when unknown. */
  browserVersion?: string;
  os: OsFamily;
  platform: PlatformType;
}

/** `Version/17.1` (Safari, and the fallback of several browsers). At least two digits. */
const VERSION = /version\/(\d+(\.?_?\d+)+)/i;

/** One case-insensitive pattern matching any of `patterns`. */
function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => pattern.source).join('|'), 'i');
}

/** Crawlers and link previews: named before any browser, and never a phone or a tablet. */
const BOTS = anyOf(
  /gptbot|chatgpt-user|oai-searchbot|claudebot|claude-web|claude-user|claude-searchbot/,
  /omgilibot|webzio-extended|diffbot|perplexitybot|perplexity-user|youbot/,
  /meta-webindexer|meta-externalads|meta-externalagent|meta-externalfetcher/,
  /googlebot|linespider|amazonbot|bingbot|baiduspider|duckduckbot|ia_archiver/,
  /facebookexternalhit|facebookcatalog|slackbot|slack-imgproxy|yandexbot|yandexmobilebot|pingdom/,
);

/** Unsupported browsers named after Opera and before BlackBerry (Samsung Internet, IE, Edge...). */
const OTHERS_BEFORE_BLACKBERRY = anyOf(
  /samsungbrowser|whale|palemoon|heytapbrowser|vivobrowser|mzbrowser|focus|swing|coast/,
  /opt\/\d+(?:.?_?\d+)+/, // Opera Touch
  /yabrowser|ucbrowser|maxthon|mxios|epiphany|puffin|sleipnir|k-meleon|micromessenger|qqbrowser/,
  /msie|trident/, // Internet Explorer
  /\sedg\/|edg(?:[ea]|ios)\//, // Edge: Chromium's (Edg/), EdgeHTML's (Edge/), Android's and iOS's
  /vivaldi|seamonkey|sailfish|silk|phantom|slimerjs/,
);

/** Unsupported browsers named after Firefox and before Chromium. */
const OTHERS_BEFORE_CHROMIUM = anyOf(
  /electron|sogoumobilebrowser|metasr|se 2\.x|miuibrowser/,
  /\sddg\/[\d.]+$/, // DuckDuckGo
);

function firstGroup(ua: string, pattern: RegExp): string | undefined {
  return pattern.exec(ua)?.[1] || undefined;
}

function isAndroid(ua: string): boolean {
  return /android/i.test(ua) && !/like android/i.test(ua);
}

/** Firefox on an iPad asking for the desktop site: a Mac user agent naming FxiOS. */
function isFirefoxOnIpad(ua: string): boolean {
  const mac = ua.indexOf('Macintosh');
  if (mac === -1) return false;
  const fxios = ua.indexOf(' FxiOS', mac + 'Macintosh'.length);
  return fxios !== -1 && ua.includes('/', fxios + ' FxiOS'.length);
}

/** The browser's family and version; the first rule that matches decides. */
function readBrowser(ua: string): Pick<UserAgentInfo, 'browser' | 'browserVersion'> {
  const found = (browser: BrowserFamily, browserVersion?: string) => ({ browser, browserVersion });
  if (BOTS.test(ua) || /yahoo!?[\s/]*slurp/i.test(ua)) return found('other');
  if (/opera/i.test(ua)) {
    return found('opera', firstGroup(ua, VERSION) ?? firstGroup(ua, /opera[\s/](\d+(\.?_?\d+)+)/i));
  }
  if (/opr\/|opios/i.test(ua)) {
    return found('opera', firstGroup(ua, /(?:opr|opios)[\s/](\S+)/i) ?? firstGroup(ua, VERSION));
  }
  if (OTHERS_BEFORE_BLACKBERRY.test(ua)) return found('other');
  if (/blackberry|\bbb\d+|rim\stablet/i.test(ua)) return found('blackberry');
  if (/(?:web|hpw)[o0]s/i.test(ua)) return found('other');
  if (/bada/i.test(ua)) return found('bada');
  if (/tizen|qupzilla|librewolf/i.test(ua)) return found('other');
  if (/firefox|iceweasel|fxios/i.test(ua)) {
    return found('firefox', firstGroup(ua, /(?:firefox|iceweasel|fxios)[\s/](\d+(\.?_?\d+)+)/i));
  }
  if (OTHERS_BEFORE_CHROMIUM.test(ua)) return found('other');
  if (/chromium/i.test(ua)) {
    return found(
      'chromium',
      firstGroup(ua, /chromium[\s/](\d+(\.?_?\d+)+)/i) ?? firstGroup(ua, VERSION),
    );
  }
  if (/ladybird/i.test(ua)) return found('other');
  if (/chrome|crios|crmo/i.test(ua)) {
    return found('chrome', firstGroup(ua, /(?:chrome|crios|crmo)\/(\d+(\.?_?\d+)+)/i));
  }
  // The Google app, Android's old stock browser, the PlayStation.
  if (/gsa/i.test(ua) || isAndroid(ua) || /playstation 4/i.test(ua)) return found('other');
  if (/safari|applewebkit/i.test(ua)) return found('safari', firstGroup(ua, VERSION));
  return found('other');
}

function readOs(ua: string): OsFamily {
  if (/Roku\/DVP/.test(ua) || /windows phone|windows /i.test(ua)) return 'other';
  if (isFirefoxOnIpad(ua)) return 'ios';
  if (/macintosh/i.test(ua)) return 'macos';
  if (/ipod|iphone|ipad/i.test(ua)) return 'ios';
  if (/openharmony/i.test(ua)) return 'other';
  return isAndroid(ua) ? 'android' : 'other';
}

function readPlatform(ua: string, browser: BrowserFamily, os: OsFamily): PlatformType {
  if (BOTS.test(ua) || /yahoo/i.test(ua)) return 'other';
  if (/huawei/i.test(ua)) return 'mobile';
  if (/nexus\s*(?:7|8|9|10)|ipad|kftt build|silk|tablet(?! pc)/i.test(ua) || isFirefoxOnIpad(ua)) {
    return 'tablet';
  }
  const isIphone = /ipod|iphone/i.test(ua) && !/like (?:ipod|iphone)/i.test(ua);
  if (isIphone || /nexus\s*[0-6]|galaxy nexus|nokia|[^-]mobi/i.test(ua)) return 'mobile';
  if (browser === 'blackberry' || browser === 'bada') return 'mobile';
  if (os === 'android') {
    // Android 3 was the first for tablets: a later one without "Mobi" is a tablet.
    const major = Number((firstGroup(ua, /android[\s/-](\d+(\.\d+)*)/i) ?? '').split('.')[0]);
    return major >= 3 ? 'tablet' : 'mobile';
  }
  return 'other';
}

export function readUserAgent(ua: string): UserAgentInfo {
  const { browser, browserVersion } = readBrowser(ua);
  const os = readOs(ua);
  return { browser, browserVersion, os, platform: readPlatform(ua, browser, os) };
}

/**
 * Whether `version` is at least `minimum`, by their first numbers ("55.0.2883.87" >= "55"),
 * compared as bowser's `>=` does: as text, zero-padded to the same width.
 */
export function meetsMinimumVersion(version: string, minimum: string): boolean {
  const major = (text: string) => (text.split('.')[0] ?? '').padStart(19, '0');
  return major(version) >= major(minimum);
}
