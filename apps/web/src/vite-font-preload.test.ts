import { expect, it } from 'vitest';
import { fontPreloadTags } from '../vite-font-preload.mjs';

it('preloads the Latin text font from the page, and nothing when the build has none', () => {
  const files = [
    'assets/index-Ab12.js',
    'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
    'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
    'assets/inter-greek-wght-normal-CkhJZR-_.woff2',
  ];
  expect(fontPreloadTags(files)).toEqual([
    {
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        href: '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
        crossorigin: '',
      },
      injectTo: 'head',
    },
  ]);
  expect(fontPreloadTags(['assets/index-Ab12.js'])).toEqual([]);
});
