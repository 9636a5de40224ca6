import { expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

it('keeps formatting and safe links', () => {
  expect(sanitizeHtml('<p>A <em>fine</em> <a href="/volumes/1">volume</a></p>')).toBe(
    '<p>A <em>fine</em> <a href="/volumes/1">volume</a></p>',
  );
});

it('drops scripts, handlers, styles and unsafe links', () => {
  const dirty =
    '<p onclick="steal()" style="color:red">Hi<script>steal()</script></p><a href="javascript:steal()">x</a><img src=x onerror="steal()"><div>kept text</div>';
  expect(sanitizeHtml(dirty)).toBe('<p>Hi</p><a>x</a>kept text');
});

it('keeps links to a reading’s own pages only when they are named', () => {
  const page = '<p>See <a href="page-2.html">two</a> and <a href="other.html">other</a>.</p>';
  expect(sanitizeHtml(page)).toBe('<p>See <a>two</a> and <a>other</a>.</p>');
  expect(sanitizeHtml(page, new Set(['page-1.html', 'page-2.html']))).toBe(
    '<p>See <a href="page-2.html">two</a> and <a>other</a>.</p>',
  );
});
