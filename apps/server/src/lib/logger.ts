import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config/env.js';
import { loggerOptions } from '../http/logging.js';

export function createLogger(config: Pick<Config, 'logLevel'>): FastifyBaseLogger {
  return pino(loggerOptions(config.logLevel));
}
