import { studioReadingPagesMessages as messages } from '@cadenza/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.js';
import { buildReadingPages } from './build-reading-pages.js';
import type { PageFile } from './page-files.js';
import { markdownToHtml } from './page-markdown.js';

const fileOf = (name: string, text: string | Buffer): PageFile => {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  return { name, bytes: bytes.length, read: async () => bytes };
};

async function refusalOf(files: PageFile[]): Promise<AppError> {
  try {
    await buildReadingPages(files);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('buildReadingPages', () => {
  it('makes each file a page in natural order, titled by its first heading', async () => {
    const built = await buildReadingPages([
      fileOf('book/10-coda.md', '# Coda\n\nThe end.'),
      fileOf(
        'book/2-middle.html',
        '<html><head><title>Ignored</title></head><body><h2>Middle</h2><p>Text</p></body></html>',
      ),
      fileOf(
        'book/1-start.html',
        '<h1>Start here</h1><p>Opening.</p><h2>A section</h2><p>More.</p>',
      ),
    ]);
    expect(built.pages.map((page) => [page.path, page.title])).toEqual([
      ['page-1.html', 'Start here'],
      ['page-2.html', 'Middle'],
      ['page-3.html', 'Coda'],
    ]);
    // The highest heading becomes an h2 (the viewer's largest), the others follow it.
    expect(built.pages[0]?.html).toBe(
      '<h2>Start here</h2><p>Opening.</p><h3>A section</h3><p>More.</p>',
    );
    expect(built.pages[2]?.html).toBe('<h2>Coda</h2>\n<p>The end.</p>');
    expect(
      built.report.every((entry) => entry.outcome === 'page' && entry.notes.length === 0),
    ).toBe(true);
  });

  it('titles a page without a heading by its file name, and says so', async () => {
    const built = await buildReadingPages([
      fileOf('notes-on-pedal.html', '<p>Only a paragraph.</p>'),
    ]);
    expect(built.pages[0]?.title).toBe('notes-on-pedal');
    expect(built.report[0]?.notes).toEqual([messages.titleFromFileName]);
  });

  it('keeps only what the viewer shows: no scripts, handlers, frames, styles or external resources', async () => {
    const built = await buildReadingPages([
      fileOf(
        'a.html',
        [
          '<h1 onclick="steal()">Safe <em>title</em></h1>',
          '<script>alert(1)</script><style>p{color:red}</style>',
          '<link rel="stylesheet" href="https://evil.example/x.css">',
          '<p style="color:red" onmouseover="x()">Para &amp; <b>bold</b> &lt;script&gt;</p>',
          '<iframe src="https://evil.example"></iframe>',
          '<img src="https://evil.example/pixel.png">',
          '<div><a href="javascript:alert(1)">bad link</a> <a href="https://example.org/x">out</a></div>',
          '<table><tr><td>cell 1</td><td>cell 2</td></tr></table>',
          '<scr<script>x</script>ipt>alert(2)</script>',
        ].join(''),
      ),
    ]);
    const html = built.pages[0]?.html ?? '';
    expect(html).toBe(
      '<h2>Safe <em>title</em></h2><p>Para &amp; <b>bold</b> &lt;script&gt;</p>bad link <a href="https://example.org/x">out</a><p>cell 1 cell 2 </p>xipt&gt;alert(2)',
    );
    expect(html).not.toMatch(/<script|<iframe|<img|<link|<style|on\w+=|style=|javascript:/i);
    expect(built.report[0]?.notes).toEqual([
      messages.removed([
        'event handlers',
        'iframe',
        'inline styles',
        'javascript: links',
        'linked stylesheets',
        'script',
        'style',
      ]),
      messages.imageDropped('https://evil.example/pixel.png'),
    ]);
  });

  it('points links between uploaded pages at the pages, and drops links that lead nowhere', async () => {
    const built = await buildReadingPages([
      fileOf(
        'one.html',
        '<h1>One</h1><p>See <a href="sub/two.md#part">two</a> or <a href="missing.html">gone</a>.</p>',
      ),
      fileOf('sub/two.md', '# Two\n\nBack to [one](../one.html "first") and [three](three%20.md).'),
      fileOf('sub/three .md', '# Three\n\nEnd.'),
    ]);
    expect(built.pages.map((page) => page.title)).toEqual(['One', 'Three', 'Two']);
    expect(built.pages[0]?.html).toBe(
      '<h2>One</h2><p>See <a href="page-3.html">two</a> or gone.</p>',
    );
    expect(built.pages[2]?.html).toBe(
      '<h2>Two</h2>\n<p>Back to <a href="page-1.html">one</a> and <a href="page-2.html">three</a>.</p>',
    );
    expect(built.report[0]?.notes).toEqual([messages.deadLink('missing.html')]);
  });

  it('orders the pages by a contents file when there is one', async () => {
    const built = await buildReadingPages([
      fileOf('a-intro.md', '# Intro\n\nHello.'),
      fileOf('b-body.md', '# Body\n\nMiddle.'),
      fileOf('c-end.md', '# End\n\nBye.'),
      fileOf('toc.md', '- [End](c-end.md)\n- [Intro](a-intro.md)\n- [Lost](lost.md)'),
    ]);
    expect(built.pages.map((page) => page.title)).toEqual(['End', 'Intro', 'Body']);
    expect(built.report.map((entry) => [entry.file, entry.outcome, entry.notes])).toEqual([
      ['c-end.md', 'page', []],
      ['a-intro.md', 'page', []],
      ['b-body.md', 'page', [messages.notInContents]],
      ['toc.md', 'contents', [messages.contentsDeadLink('lost.md')]],
    ]);
  });

  it('leaves images and other files out, each with its reason', async () => {
    const built = await buildReadingPages([
      fileOf('page.md', '# Page\n\n![a figure](figure.png)\n\nText.'),
      fileOf('figure.png', Buffer.from([0x89, 0x50, 0x4e, 0x47])),
      fileOf('style.css', 'p { color: red }'),
      fileOf('data.csv', 'a,b'),
    ]);
    expect(built.pages).toHaveLength(1);
    expect(built.pages[0]?.html).toBe('<h2>Page</h2>\n\n<p>Text.</p>');
    expect(built.report.map((entry) => [entry.file, entry.outcome, entry.notes])).toEqual([
      ['page.md', 'page', [messages.imageDropped('figure.png')]],
      ['data.csv', 'left out', [messages.other]],
      ['figure.png', 'left out', [messages.image]],
      ['style.css', 'left out', [messages.asset]],
    ]);
  });

  it('refuses the whole upload when a page cannot be used, naming each', async () => {
    const refusal = await refusalOf([
      fileOf('good.md', '# Good\n\nFine.'),
      fileOf('latin1.html', Buffer.from([0x3c, 0x70, 0x3e, 0xe9, 0x3c, 0x2f, 0x70, 0x3e])),
      fileOf('blank.html', '<script>only()</script>'),
    ]);
    expect(refusal.message).toBe(messages.pagesRefused(2));
    expect(refusal.fieldErrors).toEqual([
      { field: 'latin1.html', message: messages.notUtf8 },
      { field: 'blank.html', message: messages.noText },
    ]);
    const none = await refusalOf([fileOf('figure.png', 'x')]);
    expect(none.message).toBe(messages.noPages);
    expect(none.fieldErrors).toEqual([{ field: 'figure.png', message: messages.image }]);
  });
});

describe('markdownToHtml', () => {
  it('writes the usual Markdown blocks and inlines, and HTML in it as text', () => {
    expect(
      markdownToHtml(
        [
          'Title',
          '=====',
          '',
          'A *soft* and **loud** `<code>` line with <b>html</b> and snake_case_name.',
          '',
          '> quoted',
          '',
          '1. one',
          '2. two',
          '',
          '```',
          '<x>',
          '```',
        ].join('\n'),
      ),
    ).toBe(
      [
        '<h1>Title</h1>',
        '<p>A <em>soft</em> and <strong>loud</strong> <code>&lt;code&gt;</code> line with &lt;b&gt;html&lt;/b&gt; and snake_case_name.</p>',
        '<blockquote><p>quoted</p></blockquote>',
        '<ol><li>one</li><li>two</li></ol>',
        '<pre>&lt;x&gt;</pre>',
      ].join('\n'),
    );
  });
});
