import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug the test did not look for (STYLE: epic-stack).
let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length) throw new Error(`console.error was called: ${JSON.stringify(seen)}`);
});
