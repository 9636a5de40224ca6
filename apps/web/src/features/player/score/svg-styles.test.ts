import { describe, expect, it } from 'vitest';
import { splitSvgStyles } from './svg-styles';

describe('Verovio SVG styles', () => {
  it('takes the inline styles out and keeps the music font’s data', () => {
    const svg = `<svg><style type="text/css">#a path {stroke:currentColor}</style><style type="text/css">@font-face {
    font-family: 'Leipzig';
    src: url(data:application/font-woff2;charset=utf-8;base64,d09GMgAB+/=) format('woff2');
}</style><g class="note"><path d="M0 0"/></g></svg>`;
    expect(splitSvgStyles(svg)).toEqual({
      svg: '<svg><g class="note"><path d="M0 0"/></g></svg>',
      fontBase64: 'd09GMgAB+/=',
    });
  });

  it('leaves an SVG without styles as it is', () => {
    expect(splitSvgStyles('<svg><g/></svg>')).toEqual({
      svg: '<svg><g/></svg>',
      fontBase64: undefined,
    });
  });
});
