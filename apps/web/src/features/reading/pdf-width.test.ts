import { describe, expect, it } from 'vitest';
import {
  draggedWidth,
  fittedMaxPdfWidth,
  keyedWidth,
  maxPdfWidth,
  minPdfWidth,
  pdfWidth,
  settledWidth,
} from './pdf-width';

describe('PDF width', () => {
  it('follows the spec’s maximum for each window width', () => {
    expect(maxPdfWidth(1440)).toBe(896);
    expect(maxPdfWidth(1024)).toBe(896);
    expect(maxPdfWidth(1023)).toBe(895);
    expect(maxPdfWidth(600)).toBe(472);
    expect(maxPdfWidth(599)).toBe(567);
  });

  it('is never drawn wider than the room its column has', () => {
    // The case: a 1440 px window whose reading column leaves 688 px.
    expect(fittedMaxPdfWidth(1440, 688)).toBe(688);
    expect(fittedMaxPdfWidth(1440, 688.7)).toBe(688);
    expect(fittedMaxPdfWidth(1440, 1200)).toBe(896);
    expect(fittedMaxPdfWidth(800, 1000)).toBe(672);
    expect(fittedMaxPdfWidth(1440, undefined)).toBe(896);
  });

  it('uses the preferred width when it fits and the maximum otherwise', () => {
    expect(pdfWidth(null, 896)).toBe(896);
    expect(pdfWidth(600, 896)).toBe(600);
    expect(pdfWidth(800, 572)).toBe(572);
    expect(pdfWidth(100, 896)).toBe(320);
    expect(pdfWidth(100, 200)).toBe(200);
    expect(minPdfWidth(896)).toBe(320);
    expect(minPdfWidth(200)).toBe(200);
  });

  it('widens or narrows symmetrically as a marker is dragged, within bounds', () => {
    expect(draggedWidth({ startWidth: 896, deltaX: -50, side: 'right', max: 896 })).toBe(796);
    expect(draggedWidth({ startWidth: 600, deltaX: -50, side: 'left', max: 896 })).toBe(700);
    expect(draggedWidth({ startWidth: 600, deltaX: 400, side: 'right', max: 896 })).toBe(896);
    expect(draggedWidth({ startWidth: 600, deltaX: 400, side: 'left', max: 896 })).toBe(320);
  });

  it('moves a marker by key: arrows as a drag, up and down, page keys, Home and End', () => {
    const at = (key: string, side: 'left' | 'right', width = 600) =>
      keyedWidth({ key, width, side, max: 896 });
    expect(at('ArrowRight', 'right')).toBe(616);
    expect(at('ArrowLeft', 'right')).toBe(584);
    expect(at('ArrowLeft', 'left')).toBe(616);
    expect(at('ArrowRight', 'left')).toBe(584);
    expect(at('ArrowUp', 'left')).toBe(616);
    expect(at('ArrowDown', 'right')).toBe(584);
    expect(at('PageUp', 'right')).toBe(664);
    expect(at('PageDown', 'left')).toBe(536);
    expect(at('Home', 'right')).toBe(320);
    expect(at('End', 'left')).toBe(896);
    expect(at('ArrowRight', 'right', 890)).toBe(896);
    expect(at('ArrowDown', 'right', 330)).toBe(320);
    expect(at('Enter', 'right')).toBeUndefined();
  });

  it('resets to the default when released within 10 px of the maximum', () => {
    expect(settledWidth(886, 896)).toBeNull();
    expect(settledWidth(890, 896)).toBeNull();
    expect(settledWidth(885, 896)).toBe(885);
    expect(settledWidth(600, 896)).toBe(600);
    // The maximum is the room's when the column is narrower than the spec's maximum.
    expect(settledWidth(680, 688)).toBeNull();
    expect(settledWidth(677, 688)).toBe(677);
  });
});
