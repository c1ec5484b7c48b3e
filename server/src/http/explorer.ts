import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { NotFoundError } from '../domain/errors.js';
import { refusalBody } from '../graphql/errors.js';
import type { ExplorerPage } from '../graphql/server.js';
import { SERVER_MESSAGES } from '../rules/server.js';
import { prepare, sendPage } from './client.js';

/**
 * The GraphQL explorer (issue P15): GraphiQL, built with the client as a page of its own
 * (client/explorer.html), answering a browser's `GET /graphql` on GraphQL's own route
 * (graphql/server.ts) while `GRAPHQL_EXPLORER` is on. Its operations are JSON POSTs to `/graphql`
 * from this origin, carrying the signed-in admin's session or a pasted API key: it is a client of
 * the API like any other, and opens no way in of its own.
 *
 * What a browser opening `/graphql` gets: the built page (client/dist/pages/explorer.html) while
 * the explorer is on; otherwise a 404 saying why, in GraphQL's shape (rather than Apollo's answer
 * to a GET without an operation, which calls the browser's visit a possible cross-site forgery).
 */
export async function explorerPageOf(config: Pick<Config, 'clientDir' | 'graphqlExplorer'>): Promise<ExplorerPage> {
  const file = path.join(config.clientDir, 'pages', 'explorer.html');
  if (!config.graphqlExplorer || !existsSync(file)) {
    const message = config.graphqlExplorer ? SERVER_MESSAGES.explorerNotBuilt : SERVER_MESSAGES.explorerOff;
    return (_request, reply) => reply.status(404).send(refusalBody(new NotFoundError(message)));
  }
  const page = await prepare(await readFile(file, 'utf8'));
  // As the back office's page: kept by no cache (which of its hashed scripts it loads changes with each build).
  return (request, reply) => sendPage(request, reply, page, 200, 'no-store');
}
