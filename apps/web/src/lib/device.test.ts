import { describe, expect, it } from 'vitest';
import { detectDevice } from './device';

const userAgents = {
  chrome120:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chrome40:
    'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/40.0.2214.115 Safari/537.36',
  chrome55:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/55.0.2883.87 Safari/537.36',
  chrome54:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/54.0.2840.99 Safari/537.36',
  firefox49: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:49.0) Gecko/20100101 Firefox/49.0',
  firefox50: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:50.0) Gecko/20100101 Firefox/50.0',
  safari7:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_9_3) AppleWebKit/537.75.14 (KHTML, like Gecko) Version/7.0.3 Safari/537.75.14',
  safari17:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  opera48:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/61.0.3163.100 Safari/537.36 OPR/48.0.2685.52',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

describe('browser support (spec §5 minimums)', () => {
  it.each([
    ['chrome120', true],
    ['chrome55', true],
    ['chrome54', false],
    ['chrome40', false],
    ['firefox50', true],
    ['firefox49', false],
    ['safari17', true],
    ['safari7', false],
    ['opera48', false],
    ['ie11', false],
  ] as const)('%s supported: %s', (name, isSupported) => {
    const device = detectDevice({ userAgent: userAgents[name] });
    expect(device.isBrowserSupported).toBe(isSupported);
    expect(device.isSupported).toBe(isSupported);
  });
});

describe('devices', () => {
  it('treats a phone as an unsupported mobile device', () => {
    expect(detectDevice({ userAgent: userAgents.iphone })).toMatchObject({
      isMobile: true,
      isIpad: false,
      isSupported: false,
    });
    expect(detectDevice({ userAgent: userAgents.android }).isSupported).toBe(false);
  });

  it('recognises an iPad, also one that reports a Mac user agent with touch', () => {
    expect(detectDevice({ userAgent: userAgents.ipad })).toMatchObject({
      isIpad: true,
      isTablet: true,
      isSupported: false,
    });
    expect(detectDevice({ userAgent: userAgents.safari17, maxTouchPoints: 5 }).isIpad).toBe(true);
    expect(detectDevice({ userAgent: userAgents.safari17, maxTouchPoints: 1 }).isIpad).toBe(true);
    expect(detectDevice({ userAgent: userAgents.safari17, maxTouchPoints: 0 }).isIpad).toBe(false);
  });
});
