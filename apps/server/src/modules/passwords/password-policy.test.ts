import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { assertPasswordNotCommon, isCommonPassword } from './password-policy.js';

describe('password policy', () => {
  it('knows the most common passwords whatever their case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('Qwertyuiop')).toBe(true);
    expect(isCommonPassword('iloveyou1')).toBe(true);
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(() => {
      assertPasswordNotCommon('Sonata in B flat, op. 106');
    }).not.toThrow();
  });

  it('refuses a common one with a clear message on the password field', () => {
    let error: unknown;
    try {
      assertPasswordNotCommon('football1');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 400,
      message: 'This password is too common. Please choose another.',
      fieldErrors: [
        { field: 'password', message: 'This password is too common. Please choose another.' },
      ],
    });
  });
});
