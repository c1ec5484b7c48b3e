import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { writeBuiltClient } from './built-client.js';

/**
 * An app serving a built client in miniature (`writeBuiltClient`), its own database and all:
 * started before the enclosing `describe`'s tests, closed after them. Read `site` inside a test.
 */
export function useBuiltSite(options: Parameters<typeof writeBuiltClient>[1] = {}): { readonly site: TestApp } {
  let clientDir = '';
  let site: TestApp | undefined;
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'finmesh-client-'));
    await writeBuiltClient(clientDir, options);
    site = await createTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await site?.close();
    await rm(clientDir, { recursive: true, force: true });
  });
  return {
    get site() {
      if (!site) throw new Error('the built site starts before the tests: read it inside one');
      return site;
    },
  };
}
