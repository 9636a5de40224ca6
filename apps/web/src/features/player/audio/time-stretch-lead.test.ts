import { describe, expect, it } from 'vitest';
import { CHROMIUM_STRETCH_LEAD_MS, timeStretchLeadMs } from './time-stretch-lead';

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe('time-stretch lead', () => {
  it('moves Chromium forward when slowed down, in proportion, and not at 100 % or faster', () => {
    expect(timeStretchLeadMs(0.5, chrome)).toBe(CHROMIUM_STRETCH_LEAD_MS / 2);
    expect(timeStretchLeadMs(0.75, chrome)).toBe(CHROMIUM_STRETCH_LEAD_MS / 4);
    expect(timeStretchLeadMs(1, chrome)).toBe(0);
    expect(timeStretchLeadMs(1.5, chrome)).toBe(0);
  });

  it('knows headless Chromium too', () => {
    expect(timeStretchLeadMs(0.5, chrome.replace('Chrome/', 'HeadlessChrome/'))).toBe(
      CHROMIUM_STRETCH_LEAD_MS / 2,
    );
  });

  it('leaves engines that were not measured alone', () => {
    expect(timeStretchLeadMs(0.5, firefox)).toBe(0);
  });
});
