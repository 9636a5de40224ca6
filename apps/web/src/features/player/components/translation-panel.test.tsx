import type { Translation } from '@cadenza/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TranslationPanel } from './translation-panel';

const translation: Translation = {
  language: 'German',
  lines: [
    { original: 'Stille Nacht, heilige Nacht!', translation: 'Silent night, holy night!' },
    { original: 'Holder Knabe im lockigen Haar,', translation: 'Lovely boy with curly hair,' },
  ],
};

const pronunciation = {
  durationMs: 5000,
  lines: [
    { text: 'Stille Nacht, heilige Nacht!', startMs: 0, endMs: 1900, sung: null },
    { text: 'Holder Knabe im lockigen Haar,', startMs: 2600, endMs: 4900, sung: null },
  ],
};

const panel = () => screen.getByRole('complementary', { name: 'Text and translation' });

describe('the text and translation panel', () => {
  it('gives each line of a guide made line by line a button of its own, named for a screen reader', () => {
    render(
      <TranslationPanel
        translation={translation}
        pronunciationUrl="/api/products/p1/pronunciation-audio"
        pronunciation={pronunciation}
      />,
    );
    const buttons = within(panel()).getAllByRole('button', { name: /^Hear line \d$/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Hear line 1',
      'Hear line 2',
    ]);
    expect(buttons.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(panel().querySelector('audio')).toHaveAttribute(
      'src',
      '/api/products/p1/pronunciation-audio',
    );
  });

  it('plays a guide without line timings as a whole: no line buttons', () => {
    render(
      <TranslationPanel
        translation={translation}
        pronunciationUrl="/api/products/p1/pronunciation-audio"
        pronunciation={{ durationMs: 5000, lines: [] }}
      />,
    );
    expect(within(panel()).queryAllByRole('button', { name: /^Hear line/ })).toEqual([]);
    expect(panel().querySelector('audio')).not.toBeNull();
  });

  it('offers nothing to hear to a viewer who may not hear the guide', () => {
    render(
      <TranslationPanel translation={translation} pronunciationUrl={null} pronunciation={null} />,
    );
    expect(within(panel()).queryAllByRole('button', { name: /^Hear line/ })).toEqual([]);
    expect(panel().querySelector('audio')).toBeNull();
    expect(within(panel()).getByText('Holder Knabe im lockigen Haar,')).toBeInTheDocument();
  });
});
