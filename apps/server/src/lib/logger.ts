import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config/env.js';
import { loggerOptions } from '../http/logging.js';

interface LoggerOutput {
  /** Readable lines for a person; JSON lines (for log collectors) otherwise. */
  readable?: boolean;
  /** Where lines go: standard output (1) unless given (tests). */
  destination?: number | string;
}

/**
 * The server's logger: JSON lines, one per event, unless a person is watching the terminal
 * (standard output is a TTY), who gets short readable lines with the time and level.
 */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  output: LoggerOutput = {},
): FastifyBaseLogger {
  const readable = output.readable ?? process.stdout.isTTY;
  const destination = output.destination ?? 1;
  const options = loggerOptions(config.logLevel);
  if (!readable) return pino(options, pino.destination({ dest: destination, sync: true }));
  return pino(
    options,
    pretty({
      destination,
      sync: true,
      colorize: output.destination === undefined && pretty.isColorSupported,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
    }),
  );
}
