import { describe, expect, it } from 'vitest';
import { imageNameOf, imageTypeOfName, isImageOfType } from './uploaded-image.js';

const png = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0]);
const gif = Buffer.from('GIF89a....', 'latin1');

describe('uploaded images', () => {
  it('are the type they claim only when they begin as that format begins', () => {
    expect(isImageOfType(png, 'image/png')).toBe(true);
    expect(isImageOfType(png, 'image/jpeg')).toBe(false);
    expect(isImageOfType(gif, 'image/gif')).toBe(true);
    expect(
      isImageOfType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'),
    ).toBe(false);
  });

  it('are named by their content, with the extension of their type', () => {
    expect(imageNameOf(png, 'image/png')).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(imageNameOf(png, 'image/png')).toBe(imageNameOf(Buffer.from(png), 'image/png'));
    expect(imageNameOf(gif, 'image/gif')).not.toBe(imageNameOf(png, 'image/png'));
  });

  it('are read back only with a type the place allows', () => {
    expect(imageTypeOfName('abc.jpg', ['image/png', 'image/jpeg'])).toBe('image/jpeg');
    expect(imageTypeOfName('abc.gif', ['image/png', 'image/jpeg'])).toBeUndefined();
    expect(imageTypeOfName('abc', ['image/png'])).toBeUndefined();
  });
});
