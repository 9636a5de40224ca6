import { describe, expect, it } from 'vitest';
import { descriptionToText, textToDescription } from './description-text';

describe('a description as text with paragraphs', () => {
  it('shows stored HTML as its text, a paragraph per block, line breaks kept', () => {
    expect(
      descriptionToText('<p>Six   short\n pieces.</p>\n<p>For Clara &amp; Robert.<br>1853</p>'),
    ).toEqual({
      text: 'Six short pieces.\n\nFor Clara & Robert.\n1853',
      hasOtherFormatting: false,
    });
    expect(descriptionToText('Plain words')).toEqual({
      text: 'Plain words',
      hasOtherFormatting: false,
    });
    expect(descriptionToText(null)).toEqual({ text: '', hasOtherFormatting: false });
  });

  it('says when the HTML has formatting the text cannot hold', () => {
    expect(
      descriptionToText(
        '<p>A <em>lively</em> set.</p><ul><li>One</li><li>Two</li></ul><h2>Notes</h2>',
      ),
    ).toEqual({ text: 'A lively set.\n\nOne\n\nTwo\n\nNotes', hasOtherFormatting: true });
    expect(descriptionToText('<p class="lead">Lead</p>').hasOtherFormatting).toBe(true);
    expect(descriptionToText('<p>See <a href="https://imslp.org">IMSLP</a></p>')).toEqual({
      text: 'See IMSLP',
      hasOtherFormatting: true,
    });
  });

  it('makes paragraphs <p> and line breaks <br>, its text escaped', () => {
    expect(textToDescription('Six short pieces.\n\n  For Clara & <Robert>.\n1853  \n\n\n')).toBe(
      '<p>Six short pieces.</p><p>For Clara &amp; &lt;Robert&gt;.<br>1853</p>',
    );
    expect(textToDescription(' \n \n')).toBeNull();
  });

  it('gives back the same HTML for paragraphs it showed', () => {
    const html = '<p>For Clara &amp; Robert.<br>1853</p><p>Second.</p>';
    expect(textToDescription(descriptionToText(html).text)).toBe(html);
  });
});
