import { expect, it } from 'vitest';
import { catalogueLead } from './landing-content';

it('counts the catalogue’s scores in the hero’s lead once there are any', () => {
  expect(catalogueLead(3727)).toMatch(/^3,700\+ classical, jazz and educational piano/);
  expect(catalogueLead(37)).toMatch(/^37 classical, jazz/);
  // Unknown yet, or nothing published: the same words without a number.
  expect(catalogueLead(null)).toMatch(/^Classical, jazz and educational piano/);
  expect(catalogueLead(0)).toBe(catalogueLead(null));
});
