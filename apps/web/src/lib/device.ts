import { type BrowserFamily, meetsMinimumVersion, readUserAgent } from './user-agent';

/** Spec §5 browser minimums; any other browser is unsupported. */
export const MINIMUM_BROWSER_VERSIONS = {
  chrome: '>=55',
  chromium: '>=55',
  firefox: '>=50',
  safari: '>=8',
  opera: '>=49',
} as const;

/** The `source` query value the iOS app sends when it opens a web page. */
export const IOS_APP_SOURCE = 'ios';

/** Spec §3 device state: only desktop browsers of the supported kinds run the app. */
export interface DeviceState {
  isIpad: boolean;
  isMobile: boolean;
  isTablet: boolean;
  isBrowserSupported: boolean;
  /** A desktop browser meeting the minimums: the app renders. */
  isSupported: boolean;
}

interface DetectDeviceOptions {
  userAgent: string;
  /** iPadOS 13+ reports a Mac user agent; touch points tell the two apart. */
  maxTouchPoints?: number;
}

function isListedBrowser(browser: BrowserFamily): browser is keyof typeof MINIMUM_BROWSER_VERSIONS {
  return browser in MINIMUM_BROWSER_VERSIONS;
}

export function detectDevice({ userAgent, maxTouchPoints = 0 }: DetectDeviceOptions): DeviceState {
  const { browser, browserVersion, os, platform } = readUserAgent(userAgent);
  // No Mac has a touch screen: a Mac user agent with any touch point is an iPad (iPadOS 13+).
  const isIpad = (os === 'ios' && platform === 'tablet') || (os === 'macos' && maxTouchPoints > 0);
  const isTablet = platform === 'tablet' || isIpad;
  const isMobile = platform === 'mobile';
  const isBrowserSupported =
    isListedBrowser(browser) &&
    browserVersion !== undefined &&
    meetsMinimumVersion(browserVersion, MINIMUM_BROWSER_VERSIONS[browser].replace('>=', ''));
  return {
    isIpad,
    isMobile,
    isTablet,
    isBrowserSupported,
    isSupported: isBrowserSupported && !isMobile && !isTablet,
  };
}

export function detectCurrentDevice(): DeviceState {
  return detectDevice({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
  });
}
