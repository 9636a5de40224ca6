import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

function logFile(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'cadenza-log-')), 'out.log');
}

describe('createLogger', () => {
  it('writes readable lines for a person at a terminal', () => {
    const destination = logFile();
    const logger = createLogger({ logLevel: 'info' }, { readable: true, destination });
    logger.info({ task: 'recording:abc' }, 'demo media made');
    const line = readFileSync(destination, 'utf8');
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d(\.\d+)?\] INFO: demo media made/);
    expect(line).toContain('{"task":"recording:abc"}');
    expect(line).not.toContain('"level"');
  });

  it('writes JSON lines otherwise, with secrets redacted', () => {
    const destination = logFile();
    const logger = createLogger({ logLevel: 'info' }, { readable: false, destination });
    logger.info({ user: { password: 'hunter2' } }, 'signed in');
    const entry = JSON.parse(readFileSync(destination, 'utf8').trim()) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 30, msg: 'signed in', user: { password: '[REDACTED]' } });
  });
});
