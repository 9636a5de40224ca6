import { describe, expect, it } from 'vitest';
import { parseHtml, serializeHtml, textLength } from './html-fragment.js';
import { readingPreviewHtml } from './reading-preview.js';

const page = (html: string) => ({ html });
const lengthOf = (html: string) => textLength(parseHtml(html));

describe('the light HTML tree of a reading page', () => {
  it('writes back exactly what it read, omitted end tags, comments and raw text included', () => {
    const html =
      '<!-- note --><h2 class="t">A &amp; B</h2><p>One<p>Two<br>three<ul><li>a<li>b</ul><script>if (a<b) x()</script><p>End';
    expect(serializeHtml(parseHtml(html))).toBe(html);
  });

  it('counts visible text only: no tags, comments, scripts or whitespace', () => {
    expect(lengthOf('<p>Sit  tall.</p>\n<!-- a comment --><style>p { x: y }</style>')).toBe(8);
    expect(lengthOf('<p>caf&eacute; &amp; tea</p>')).toBe(15);
  });
});

describe('the preview of a reading', () => {
  const steps = [
    'Read through the score away from the piano.',
    'Play each hand alone, slowly, with the printed fingering.',
    'Put the hands together at a tempo where every note is even.',
    'Loop the hardest bars rather than always starting from the beginning.',
  ];
  const practiceGuide = `<h2>How to practise</h2><ul>${steps.map((step) => `<li>${step}</li>`).join('')}</ul><p>Work at about 60 beats per minute.</p>`;

  it('keeps the opening of a one-page reading, at most a third of its text, cutting inside a list', () => {
    const preview = readingPreviewHtml([page(practiceGuide)]);
    expect(preview).toBe(`<h2>How to practise</h2><ul><li>${steps[0] ?? ''}</li></ul>`);
    expect(lengthOf(preview ?? '')).toBeLessThanOrEqual(lengthOf(practiceGuide) / 3);
  });

  it('keeps a short first page whole, as written, when the reading has more pages', () => {
    const first = '<h2>Posture</h2><p>Sit tall.</p>';
    const later = ['<h2>Fingering</h2><p>Keep to one fingering.</p>', '<p>Count aloud.</p>'];
    expect(readingPreviewHtml([first, ...later].map(page))).toBe(first);
  });

  it('cuts a first page that holds most of the reading', () => {
    const first = '<h2>Breath</h2><p>Breathe low.</p><p>Let the ribs widen, not the shoulders.</p>';
    expect(readingPreviewHtml([page(first), page('<p>Sing.</p>')])).toBe(
      '<h2>Breath</h2><p>Breathe low.</p>',
    );
  });

  it('never ends on a heading whose section it leaves out', () => {
    const html =
      '<h2>The collection</h2><p>Songs from four centuries.</p><h2>Volumes</h2><ul><li>Early songs, with their translations and notes (12 songs)</li><li>Later songs of the twentieth century, in English and French (9)</li></ul>';
    expect(readingPreviewHtml([page(html)])).toBe(
      '<h2>The collection</h2><p>Songs from four centuries.</p>',
    );
  });

  it('gives no preview when no opening within a third says more than a heading', () => {
    expect(
      readingPreviewHtml([page('<h2>Credits</h2><p>Edited by A. Editor for this edition.</p>')]),
    ).toBeNull();
    expect(readingPreviewHtml([page('<p>One single paragraph is all there is.</p>')])).toBeNull();
    expect(readingPreviewHtml([page('<img src="a.png" alt="">')])).toBeNull();
    expect(readingPreviewHtml([])).toBeNull();
  });

  it('cuts inside a wrapping element and closes it', () => {
    const html =
      '<div class="reading"><p>First idea.</p><p>Second, much longer, idea of the page.</p></div>';
    expect(readingPreviewHtml([page(html)])).toBe('<div class="reading"><p>First idea.</p></div>');
  });
});
