import { describe, expect, it } from 'vitest';
import { emailSchema, passwordSchema } from './credentials.js';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('credential schemas', () => {
  it('gives the spec messages for emails', () => {
    expect(firstMessage(emailSchema.safeParse(''))).toBe('Email is required');
    expect(firstMessage(emailSchema.safeParse('not-an-email'))).toBe('Email format is invalid');
    expect(emailSchema.parse('  Ann@Example.com ')).toBe('Ann@Example.com');
  });

  it('gives the spec messages for passwords', () => {
    expect(firstMessage(passwordSchema.safeParse(''))).toBe('Password is required');
    expect(firstMessage(passwordSchema.safeParse('short'))).toBe(
      'Password must be 8 characters or more',
    );
    expect(passwordSchema.safeParse('x'.repeat(64)).success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(129)).success).toBe(false);
  });
});
