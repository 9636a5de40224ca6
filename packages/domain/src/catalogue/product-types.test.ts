import { describe, expect, it } from 'vitest';
import {
  isProductTypeForUrlKind,
  isReadingType,
  productTypes,
  productUrlKind,
  readingTypes,
} from './product-types.js';

describe('product type and URL kind', () => {
  it('sends every reading type to /readings', () => {
    for (const type of readingTypes) {
      expect(productUrlKind(type)).toBe('readings');
      expect(isReadingType(type)).toBe(true);
    }
  });

  it('maps the page types to their own routes', () => {
    expect(productUrlKind('collection')).toBe('collections');
    expect(productUrlKind('volume')).toBe('volumes');
    expect(productUrlKind('piece')).toBe('pieces');
    expect(productUrlKind('performance')).toBe('performances');
    expect(productUrlKind('video')).toBe('videos');
    expect(productUrlKind('explore')).toBe('videos');
    expect(productUrlKind('masterclass')).toBeNull();
  });

  it('knows a mismatch between the type and the URL', () => {
    expect(isProductTypeForUrlKind('piece', 'pieces')).toBe(true);
    expect(isProductTypeForUrlKind('aboutComposer', 'readings')).toBe(true);
    expect(isProductTypeForUrlKind('piece', 'volumes')).toBe(false);
    expect(isProductTypeForUrlKind('masterclass', 'performances')).toBe(false);
    expect(isProductTypeForUrlKind('volume', 'nonsense')).toBe(false);
  });

  it('lists the fifteen types of the spec, eight of them readings', () => {
    expect(productTypes).toHaveLength(15);
    expect(productTypes.filter(isReadingType)).toEqual([...readingTypes]);
  });
});
