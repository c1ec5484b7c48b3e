import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

describe('request logs', () => {
  it('record method, path and status, but no query string, headers or body', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ loggerInstance: createLogger({ logLevel: 'info' }, sink) });
    app.post('/api/thing', async () => ({ ok: true }));
    await app.inject({
      method: 'POST',
      url: '/api/thing?token=secret-token',
      headers: { authorization: 'Bearer secret-jwt', cookie: 'session=secret-cookie' },
      payload: { email: 'private@example.com' },
    });
    await app.close();

    const log = lines.join('');
    expect(log).toContain('"path":"/api/thing"');
    expect(log).toContain('"statusCode":200');
    for (const secret of ['secret-token', 'secret-jwt', 'secret-cookie', 'private@example.com']) expect(log).not.toContain(secret);
  });
});
