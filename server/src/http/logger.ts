import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config.js';

export function createLogger(config: Pick<Config, 'logLevel'>): FastifyBaseLogger {
  return pino({
    level: config.logLevel,
    // Request logs carry method, path and status only; never credentials or form contents.
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
}
