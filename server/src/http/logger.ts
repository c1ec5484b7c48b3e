import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { pino, type DestinationStream } from 'pino';
import type { Config } from '../config.js';

/**
 * Structured logs (pino). A request is logged by method, path and status: never its headers,
 * body or query string, which can carry credentials, signed links or what a visitor typed.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): FastifyBaseLogger {
  const options = {
    level: config.logLevel,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        path: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
