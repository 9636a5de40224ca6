import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { mockApi } from './mock-api';

/*
 * A console.error during a test (a React warning, an act() warning, an uncaught render
 * error) fails that test. A test that expects one replaces console.error itself
 * (vi.spyOn(console, 'error').mockImplementation(...)) and asserts on it.
 */
/*
 * findBy… and waitFor wait up to 5 s, not testing-library's 1 s: a lazy route's first render in a
 * full run (every file transforming its modules at once on two cores) has taken over 1 s, and a
 * wait that times out early fails a test that is right. The tests themselves get 15 s.
 */
configure({ asyncUtilTimeout: 5000 });

const originalConsoleError = console.error;
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  // No test reaches a real server: unmocked API calls fail as if it were unreachable.
  mockApi({});
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    originalConsoleError(...args);
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  console.error = originalConsoleError;
  if (consoleErrors.length > 0) {
    const calls = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${calls}`);
  }
});
