import { describe, expect, it } from 'vitest';
import { draggedWidth, maxPdfWidth, pdfWidth, settledWidth } from './pdf-width';

describe('PDF width', () => {
  it('follows the spec’s maximum for each window width', () => {
    expect(maxPdfWidth(1440)).toBe(896);
    expect(maxPdfWidth(1024)).toBe(896);
    expect(maxPdfWidth(1023)).toBe(895);
    expect(maxPdfWidth(600)).toBe(472);
    expect(maxPdfWidth(599)).toBe(567);
  });

  it('uses the preferred width when it fits and the maximum otherwise', () => {
    expect(pdfWidth(null, 1280)).toBe(896);
    expect(pdfWidth(600, 1280)).toBe(600);
    expect(pdfWidth(800, 700)).toBe(572);
  });

  it('widens or narrows symmetrically as a marker is dragged, within bounds', () => {
    expect(draggedWidth({ startWidth: 896, deltaX: -50, side: 'right', max: 896 })).toBe(796);
    expect(draggedWidth({ startWidth: 600, deltaX: -50, side: 'left', max: 896 })).toBe(700);
    expect(draggedWidth({ startWidth: 600, deltaX: 400, side: 'right', max: 896 })).toBe(896);
    expect(draggedWidth({ startWidth: 600, deltaX: 400, side: 'left', max: 896 })).toBe(320);
  });

  it('resets to the default when released within 10 px of the maximum', () => {
    expect(settledWidth(886, 896)).toBeNull();
    expect(settledWidth(890, 896)).toBeNull();
    expect(settledWidth(885, 896)).toBe(885);
    expect(settledWidth(600, 896)).toBe(600);
  });
});
