// The oracle: the app detected devices with bowser until user-agent.ts replaced it (the landing
// page's budget). Only this test imports it.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import Bowser from 'bowser';
import { describe, expect, it } from 'vitest';
import { type DeviceState, detectDevice, MINIMUM_BROWSER_VERSIONS } from './device';

/** device.ts as it was with bowser 2.15 (its detectDevice, verbatim). */
function detectWithBowser(userAgent: string, maxTouchPoints: number): DeviceState {
  const parser = Bowser.getParser(userAgent);
  const platform = parser.getPlatformType(true);
  const isAppleTablet = parser.getOSName(true) === 'ios' && platform === 'tablet';
  const isMacWithTouch = parser.getOSName(true) === 'macos' && maxTouchPoints > 0;
  const isIpad = isAppleTablet || isMacWithTouch;
  const isTablet = platform === 'tablet' || isIpad;
  const isMobile = platform === 'mobile';
  const isBrowserSupported = parser.satisfies(MINIMUM_BROWSER_VERSIONS) === true;
  return {
    isIpad,
    isMobile,
    isTablet,
    isBrowserSupported,
    isSupported: isBrowserSupported && !isMobile && !isTablet,
  };
}

/** Real user agents, with the touch points their devices report. */
const corpus: { name: string; userAgent: string; maxTouchPoints?: number }[] = [
  // Desktop Chrome and Chromium
  {
    name: 'Chrome 120, Windows',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  },
  {
    name: 'Chrome 124, macOS',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  },
  {
    name: 'Chrome 122, Linux',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36',
  },
  {
    name: 'Chrome 120, ChromeOS',
    userAgent:
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  },
  {
    name: 'Chrome 55 (the minimum)',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/55.0.2883.87 Safari/537.36',
  },
  {
    name: 'Chrome 54',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/54.0.2840.99 Safari/537.36',
  },
  {
    name: 'Chrome 49, Windows XP',
    userAgent:
      'Mozilla/5.0 (Windows NT 5.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/49.0.2623.112 Safari/537.36',
  },
  {
    name: 'Chrome 9, Windows',
    userAgent:
      'Mozilla/5.0 (Windows; U; Windows NT 6.1; en-US) AppleWebKit/534.13 (KHTML, like Gecko) Chrome/9.0.597.98 Safari/534.13',
  },
  {
    name: 'Headless Chrome',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.6099.28 Safari/537.36',
  },
  {
    name: 'Brave (an older build naming itself)',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Brave Chrome/79.0.3945.88 Safari/537.36',
  },
  {
    name: 'Chromium 79, Ubuntu',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Ubuntu Chromium/79.0.3945.79 Chrome/79.0.3945.79 Safari/537.36',
  },
  {
    name: 'Chromium 53, Ubuntu',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Ubuntu Chromium/53.0.2785.143 Chrome/53.0.2785.143 Safari/537.36',
  },
  {
    name: 'Chromium 37, Ubuntu',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Ubuntu Chromium/37.0.2062.94 Chrome/37.0.2062.94 Safari/537.36',
  },
  // Desktop Firefox
  {
    name: 'Firefox 121, Windows',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
  },
  {
    name: 'Firefox 115, macOS',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:109.0) Gecko/20100101 Firefox/115.0',
  },
  {
    name: 'Firefox 120, Ubuntu',
    userAgent: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
  },
  {
    name: 'Firefox 121, Fedora',
    userAgent: 'Mozilla/5.0 (X11; Fedora; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  },
  {
    name: 'Firefox 50 (the minimum)',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:50.0) Gecko/20100101 Firefox/50.0',
  },
  {
    name: 'Firefox 49',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:49.0) Gecko/20100101 Firefox/49.0',
  },
  {
    name: 'Firefox 45 ESR, Windows 7',
    userAgent: 'Mozilla/5.0 (Windows NT 6.1; WOW64; rv:45.0) Gecko/20100101 Firefox/45.0',
  },
  {
    name: 'Iceweasel 38, Debian',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64; rv:38.0) Gecko/20100101 Firefox/38.0 Iceweasel/38.8.0',
  },
  // Desktop Safari
  {
    name: 'Safari 17.2, macOS',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  },
  {
    name: 'Safari 9.1, El Capitan',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_6) AppleWebKit/601.7.7 (KHTML, like Gecko) Version/9.1.2 Safari/601.7.7',
  },
  {
    name: 'Safari 8 (the minimum), Yosemite',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_5) AppleWebKit/600.8.9 (KHTML, like Gecko) Version/8.0.8 Safari/600.8.9',
  },
  {
    name: 'Safari 7, Mavericks',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_9_3) AppleWebKit/537.75.14 (KHTML, like Gecko) Version/7.0.3 Safari/537.75.14',
  },
  {
    name: 'Safari 5.1, Snow Leopard',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_6_8) AppleWebKit/534.59.10 (KHTML, like Gecko) Version/5.1.9 Safari/534.59.10',
  },
  {
    name: 'Safari 5, Windows',
    userAgent:
      'Mozilla/5.0 (Windows; U; Windows NT 6.1; en-US) AppleWebKit/533.20.25 (KHTML, like Gecko) Version/5.0.4 Safari/533.20.27',
  },
  {
    name: 'Epiphany, Ubuntu',
    userAgent:
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15 Epiphany/605.1.15',
  },
  // Desktop Opera
  {
    name: 'Opera 106, Windows',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  },
  {
    name: 'Opera 105, macOS',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36 OPR/105.0.0.0',
  },
  {
    name: 'Opera 49 (the minimum)',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/62.0.3202.94 Safari/537.36 OPR/49.0.2725.47',
  },
  {
    name: 'Opera 48',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/61.0.3163.100 Safari/537.36 OPR/48.0.2685.52',
  },
  {
    name: 'Opera 12 (Presto), Windows',
    userAgent: 'Opera/9.80 (Windows NT 6.1; WOW64) Presto/2.12.388 Version/12.18',
  },
  {
    name: 'Opera 11 (Presto), macOS',
    userAgent: 'Opera/9.80 (Macintosh; Intel Mac OS X 10.6.8; U; en) Presto/2.9.168 Version/11.52',
  },
  // Desktop browsers outside the spec's list
  {
    name: 'Edge 18 (EdgeHTML)',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.17763',
  },
  {
    name: 'Edge 120 (Chromium), Windows',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  },
  {
    name: 'Edge 120 (Chromium), macOS',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  },
  {
    name: 'Internet Explorer 11',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  },
  {
    name: 'Internet Explorer 10',
    userAgent: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
  },
  {
    name: 'Internet Explorer 8',
    userAgent: 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)',
  },
  {
    name: 'Vivaldi 6.5',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Vivaldi/6.5.3206.53',
  },
  {
    name: 'Yandex Browser 23',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 YaBrowser/23.11.0.0 Safari/537.36',
  },
  {
    name: 'NAVER Whale',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Whale/3.23.214.10 Safari/537.36',
  },
  {
    name: 'SeaMonkey 2.53',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:60.0) Gecko/20100101 Firefox/60.0 SeaMonkey/2.53.18',
  },
  {
    name: 'Pale Moon 32',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:102.0) Gecko/20100101 Goanna/6.3 Firefox/102.0 PaleMoon/32.5.0',
  },
  {
    name: 'Slack (Electron)',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Slack/4.29.149 Chrome/108.0.5359.179 Electron/22.1.0 Safari/537.36',
  },
  // iPhone and iPod
  {
    name: 'iPhone, Safari 17',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
  },
  {
    name: 'iPhone, Safari 12',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
  },
  {
    name: 'iPhone, Chrome (CriOS)',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
  },
  {
    name: 'iPhone, Firefox (FxiOS)',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15',
    maxTouchPoints: 5,
  },
  {
    name: 'iPhone, Edge (EdgiOS)',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/120.0.2210.126 Mobile/15E148 Safari/605.1.15',
    maxTouchPoints: 5,
  },
  {
    name: 'iPhone, the Google app',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/292.0.594849143 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
  },
  {
    name: 'iPhone, DuckDuckGo',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 DuckDuckGo/7 Safari/605.1.15',
    maxTouchPoints: 5,
  },
  {
    name: 'iPhone, Instagram in-app',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 302.0.0.23.113 (iPhone14,5; iOS 16_6; en_US; en; scale=3.00; 1170x2532; 521767097)',
    maxTouchPoints: 5,
  },
  {
    name: 'iPod touch',
    userAgent:
      'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
  },
  // iPad
  {
    name: 'iPad, iOS 9',
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 9_3_5 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13G36 Safari/601.1',
    maxTouchPoints: 5,
  },
  {
    name: 'iPad, iOS 12',
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
  },
  {
    name: 'iPad, Chrome (CriOS)',
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
  },
  {
    name: 'iPadOS 13, Safari (a Mac user agent)',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Safari/605.1.15',
    maxTouchPoints: 5,
  },
  {
    name: 'iPadOS 17, Safari (a Mac user agent)',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
    maxTouchPoints: 5,
  },
  {
    name: 'iPadOS, Firefox (FxiOS, a Mac user agent)',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.2 Safari/605.1.15',
    maxTouchPoints: 5,
  },
  // Android phones and tablets
  {
    name: 'Android 13 phone, Chrome',
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    maxTouchPoints: 5,
  },
  {
    name: 'Android phone, Chrome (reduced user agent)',
    userAgent:
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    maxTouchPoints: 5,
  },
  {
    name: 'Android tablet, Chrome (reduced user agent)',
    userAgent:
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    maxTouchPoints: 5,
  },
  {
    name: 'Galaxy Tab S8, Chrome',
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; SM-X706B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Safari/537.36',
    maxTouchPoints: 5,
  },
  {
    name: 'Nexus 7, Chrome 34',
    userAgent:
      'Mozilla/5.0 (Linux; Android 4.4.2; Nexus 7 Build/KOT49H) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/34.0.1847.114 Safari/537.36',
    maxTouchPoints: 5,
  },
  {
    name: 'Huawei MediaPad M5 lite, Chrome',
    userAgent:
      'Mozilla/5.0 (Linux; Android 8.0.0; BAH2-W19 Build/HUAWEIBAH2-W19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/76.0.3809.89 Safari/537.36',
    maxTouchPoints: 5,
  },
  {
    name: 'Galaxy S23, Samsung Internet',
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    maxTouchPoints: 5,
  },
  {
    name: 'Galaxy Tab S8, Samsung Internet',
    userAgent:
      'Mozilla/5.0 (Linux; Android 12; SAMSUNG SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/21.0 Chrome/110.0.5481.154 Safari/537.36',
    maxTouchPoints: 5,
  },
  {
    name: 'Android phone, Firefox',
    userAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
    maxTouchPoints: 5,
  },
  {
    name: 'Android tablet, Firefox',
    userAgent: 'Mozilla/5.0 (Android 13; Tablet; rv:121.0) Gecko/121.0 Firefox/121.0',
    maxTouchPoints: 5,
  },
  {
    name: 'Android phone, Firefox Focus',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Focus/121.0 Chrome/120.0.6099.230 Mobile Safari/537.36',
    maxTouchPoints: 5,
  },
  {
    name: 'Android phone, Opera Mobile',
    userAgent:
      'Mozilla/5.0 (Linux; Android 10; VOG-L29) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 OPR/79.1.4195.76505',
    maxTouchPoints: 5,
  },
  {
    name: 'Android phone, Opera Mini',
    userAgent:
      'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16',
    maxTouchPoints: 5,
  },
  {
    name: 'Android phone, UC Browser',
    userAgent:
      'Mozilla/5.0 (Linux; U; Android 10; en-US; RMX1911 Build/QKQ1.200209.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
    maxTouchPoints: 5,
  },
  {
    name: 'Android phone, Xiaomi MIUI Browser',
    userAgent:
      'Mozilla/5.0 (Linux; U; Android 12; en-us; M2101K6G Build/SKQ1.210908.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.127 Mobile Safari/537.36 XiaoMi/MiuiBrowser/13.28.0-gn',
    maxTouchPoints: 5,
  },
  {
    name: 'Android phone, Huawei Browser',
    userAgent:
      'Mozilla/5.0 (Linux; Android 10; HarmonyOS; ELS-NX9; HMSCore 6.3.0.327) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/92.0.4515.105 HuaweiBrowser/12.0.3.310 Mobile Safari/537.36',
    maxTouchPoints: 5,
  },
  {
    name: 'Android phone, DuckDuckGo',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile DuckDuckGo/5 Safari/537.36',
    maxTouchPoints: 5,
  },
  {
    name: 'Android WebView',
    userAgent:
      'Mozilla/5.0 (Linux; Android 12; SM-G991B Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36',
    maxTouchPoints: 5,
  },
  {
    name: 'Android 4 phone, stock browser',
    userAgent:
      'Mozilla/5.0 (Linux; U; Android 4.0.3; ko-kr; LG-L160L Build/IML74K) AppleWebkit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
    maxTouchPoints: 5,
  },
  {
    name: 'Android 2.3 Nexus S, stock browser',
    userAgent:
      'Mozilla/5.0 (Linux; U; Android 2.3.6; en-us; Nexus S Build/GRK39F) AppleWebKit/533.1 (KHTML, like Gecko) Version/4.0 Mobile Safari/533.1',
    maxTouchPoints: 5,
  },
  // Kindle
  {
    name: 'Kindle Fire HD, Silk',
    userAgent:
      'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/535.19 (KHTML, like Gecko) Silk/3.4 Mobile Safari/535.19 Silk-Accelerated=true',
    maxTouchPoints: 5,
  },
  {
    name: 'Fire tablet, Silk 120',
    userAgent:
      'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/120.4.1 like Chrome/120.0.6099.230 Safari/537.36',
    maxTouchPoints: 5,
  },
  {
    name: 'Kindle e-reader',
    userAgent:
      'Mozilla/5.0 (X11; U; Linux armv7l like Android; en-us) AppleWebKit/531.2+ (KHTML, like Gecko) Version/5.0 Safari/532.2+ Kindle/3.0+',
  },
  // Windows Phone, BlackBerry
  {
    name: 'Windows Phone 8.1, IE Mobile',
    userAgent:
      'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537',
    maxTouchPoints: 5,
  },
  {
    name: 'Windows 10 Mobile, Edge',
    userAgent:
      'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
    maxTouchPoints: 5,
  },
  {
    name: 'Windows Phone 7.5',
    userAgent:
      'Mozilla/5.0 (compatible; MSIE 9.0; Windows Phone OS 7.5; Trident/5.0; IEMobile/9.0; NOKIA; Lumia 800)',
  },
  {
    name: 'BlackBerry 9900',
    userAgent:
      'Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en) AppleWebKit/534.11+ (KHTML, like Gecko) Version/7.1.0.346 Mobile Safari/534.11+',
  },
  {
    name: 'BlackBerry 9700',
    userAgent: 'BlackBerry9700/5.0.0.351 Profile/MIDP-2.1 Configuration/CLDC-1.1 VendorID/123',
  },
  {
    name: 'BlackBerry PlayBook',
    userAgent:
      'Mozilla/5.0 (PlayBook; U; RIM Tablet OS 2.1.0; en-US) AppleWebKit/536.2+ (KHTML like Gecko) Version/7.2.1.0 Safari/536.2+',
  },
  // Bots and tools
  {
    name: 'Googlebot',
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  },
  {
    name: 'Googlebot smartphone',
    userAgent:
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.129 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  },
  {
    name: 'Bingbot',
    userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  },
  {
    name: 'Bingbot (evergreen)',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  },
  {
    name: 'Yahoo! Slurp',
    userAgent:
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  },
  {
    name: 'YandexBot',
    userAgent: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  },
  {
    name: 'Facebook link preview',
    userAgent: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  },
  { name: 'curl', userAgent: 'curl/8.4.0' },
  { name: 'Wget', userAgent: 'Wget/1.21.4' },
  // Televisions and consoles
  {
    name: 'Samsung smart TV (Tizen)',
    userAgent:
      'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36',
  },
  {
    name: 'LG smart TV (webOS)',
    userAgent:
      'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.79 Safari/537.36 WebAppManager',
  },
  {
    name: 'Fire TV, Silk',
    userAgent:
      'Mozilla/5.0 (Linux; Android 9; AFTMM) AppleWebKit/537.36 (KHTML, like Gecko) Silk/98.3.1 like Chrome/98.0.4758.136 Safari/537.36',
  },
  { name: 'Roku', userAgent: 'Roku/DVP-9.10 (519.10E04111A)' },
  {
    name: 'PlayStation 4',
    userAgent: 'Mozilla/5.0 (PlayStation 4 5.55) AppleWebKit/601.2 (KHTML, like Gecko)',
  },
  {
    name: 'Xbox One, Edge',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Xbox; Xbox One) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.77',
  },
  {
    name: 'Nintendo Switch',
    userAgent:
      'Mozilla/5.0 (Nintendo Switch; WifiWebAuthApplet) AppleWebKit/606.4 (KHTML, like Gecko) NF/6.0.1.15.4 NintendoBrowser/5.1.0.20393',
  },
];

// Every user agent as its device reports it, then with and without touch points (a Windows
// laptop's touch screen, a phone's touch points missing), which only a Mac should notice.
const cases = corpus.flatMap(({ name, userAgent, maxTouchPoints = 0 }) =>
  [...new Set([maxTouchPoints, 0, 5])].map(
    (touchPoints) =>
      [`${name} (${String(touchPoints)} touch points)`, userAgent, touchPoints] as const,
  ),
);

describe('detectDevice answers as bowser did', () => {
  it('on a corpus of real user agents covering every answer', () => {
    const devices = corpus.map(
      ({ userAgent, maxTouchPoints = 0 }) => `${userAgent}|${String(maxTouchPoints)}`,
    );
    expect(new Set(devices).size).toBe(corpus.length);
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    const answers = corpus.map(({ userAgent, maxTouchPoints = 0 }) =>
      detectDevice({ userAgent, maxTouchPoints }),
    );
    // Not a corpus that only ever says "no": each answer comes up several times.
    expect(answers.filter((device) => device.isSupported).length).toBeGreaterThanOrEqual(15);
    expect(
      answers.filter((device) => device.isBrowserSupported && !device.isSupported).length,
    ).toBeGreaterThanOrEqual(10);
    expect(answers.filter((device) => !device.isBrowserSupported).length).toBeGreaterThanOrEqual(
      20,
    );
    expect(answers.filter((device) => device.isMobile).length).toBeGreaterThanOrEqual(15);
    expect(
      answers.filter((device) => device.isTablet && !device.isIpad).length,
    ).toBeGreaterThanOrEqual(5);
    expect(answers.filter((device) => device.isIpad).length).toBeGreaterThanOrEqual(5);
  });

  it.each(cases)('%s', (_name, userAgent, maxTouchPoints) => {
    expect(detectDevice({ userAgent, maxTouchPoints })).toEqual(
      detectWithBowser(userAgent, maxTouchPoints),
    );
  });

  it('on user agents pieced together from the corpus', () => {
    // A system's part and a browser's tail, each with each: orders of rules a real user
    // agent may not happen to exercise.
    const systems = [
      '(Windows NT 10.0; Win64; x64)',
      '(Macintosh; Intel Mac OS X 10_15_7)',
      '(X11; Linux x86_64)',
      '(iPhone; CPU iPhone OS 17_2 like Mac OS X)',
      '(iPad; CPU OS 17_2 like Mac OS X)',
      '(Linux; Android 13; Pixel 7)',
      '(Linux; Android 2.3.6; en-us; GT-I9000)',
      '(Linux; Android 13; SM-X706B)',
      '(Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950)',
      '(X11; CrOS x86_64 14541.0.0)',
      '(SMART-TV; LINUX; Tizen 6.0)',
      '(BB10; Touch)',
      '(Linux; Android 8.0.0; BAH2-W19 Build/HUAWEIBAH2-W19)',
      '(Linux; Android 4.4.4; Nexus 5 Build/KTU84P)',
      '(Linux; Android 4.4.2; Nexus 7 Build/KOT49H)',
      '(Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K)',
    ];
    const browsers = [
      'Chrome/120.0.0.0 Safari/537.36',
      'Chrome/54.0.2840.99 Mobile Safari/537.36',
      'Chromium/79.0.3945.79 Chrome/79.0.3945.79 Safari/537.36',
      'Version/17.2 Safari/605.1.15',
      'Version/7.0.3 Mobile/15E148 Safari/604.1',
      'Version/8.0 Safari/600.8.9',
      'Safari/605.1.15',
      'CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
      'FxiOS/121.0 Mobile/15E148 Safari/605.1.15',
      'Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
      'Chrome/120.0.0.0 Safari/537.36 OPR/48.0.2685.52',
      'Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      'Chrome/70.0.3538.102 Safari/537.36 Edge/18.17763',
      'SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      'Chrome/118.0.0.0 YaBrowser/23.11.0.0 Safari/537.36',
      'Silk/120.4.1 like Chrome/120.0.6099.230 Safari/537.36',
      'GSA/292.0.594849143 Mobile/15E148 Safari/604.1',
      'Version/4.0 Mobile Safari/534.30',
    ];
    for (const system of systems) {
      for (const tail of [
        ...browsers.map((browser) => `AppleWebKit/537.36 (KHTML, like Gecko) ${browser}`),
        'Gecko/20100101 Firefox/121.0',
        'Gecko/20100101 Firefox/49.0',
      ]) {
        const userAgent = `Mozilla/5.0 ${system} ${tail}`;
        for (const maxTouchPoints of [0, 5]) {
          expect(detectDevice({ userAgent, maxTouchPoints }), userAgent).toEqual(
            detectWithBowser(userAgent, maxTouchPoints),
          );
        }
      }
    }
  });

  it('reads an empty user agent as an unsupported desktop browser, where bowser threw', () => {
    expect(() => detectWithBowser('', 0)).toThrow();
    expect(detectDevice({ userAgent: '' })).toEqual({
      isIpad: false,
      isMobile: false,
      isTablet: false,
      isBrowserSupported: false,
      isSupported: false,
    });
  });
});
