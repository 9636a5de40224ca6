import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeepPageInPlace, SCORE_PAGE_ANCHOR } from './keep-page-in-place';

/** jsdom lays nothing out: each page says where it is through `data-top`. */
function stubLayout() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return { top: Number(this.getAttribute('data-top') ?? 0) } as DOMRect;
  });
  return vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
}

const page = (top: number) => <div data-top={top} {...{ [SCORE_PAGE_ANCHOR]: '' }} />;

describe('KeepPageInPlace', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('scrolls by as far as the swap moved the page, so it stays where it was on screen', () => {
    const scrollBy = stubLayout();
    const { rerender } = render(<KeepPageInPlace holds>{page(300)}</KeepPageInPlace>);
    rerender(<KeepPageInPlace holds={false}>{page(348)}</KeepPageInPlace>);
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: 48, behavior: 'instant' });
  });

  it('leaves the window alone when the page has not moved, or once it no longer holds', () => {
    const scrollBy = stubLayout();
    const { rerender } = render(<KeepPageInPlace holds>{page(300)}</KeepPageInPlace>);
    rerender(<KeepPageInPlace holds={false}>{page(300)}</KeepPageInPlace>);
    rerender(<KeepPageInPlace holds={false}>{page(500)}</KeepPageInPlace>);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
