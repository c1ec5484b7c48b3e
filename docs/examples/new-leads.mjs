#!/usr/bin/env node
// Lists the contact and services messages that arrived since the last run, oldest first, with an
// API key that has the `leads:read` scope. Node 18 or later, no packages:
//
//   FINMESH_URL=https://finmesh.example FINMESH_API_KEY=fm_live_... node docs/examples/new-leads.mjs
//
// The first run remembers where the list stands (the newest message's cursor) and prints nothing;
// each later run prints what came after it and moves the cursor on. The cursor is kept in
// `.new-leads-cursor` (FINMESH_CURSOR_FILE to put it elsewhere).
import { readFile, writeFile } from 'node:fs/promises';

const origin = process.env.FINMESH_URL ?? 'http://localhost:3000';
const key = process.env.FINMESH_API_KEY;
const cursorFile = process.env.FINMESH_CURSOR_FILE ?? '.new-leads-cursor';
if (!key) {
  console.error('Set FINMESH_API_KEY to an API key with the leads:read scope (API Keys in the back office).');
  process.exit(1);
}

// The list is newest first, so what came after a cursor is *before* it: `last` + `before` pages
// towards the newest, each page ending next to the cursor.
const NEWER = `query NewLeads($before: String) {
  contactSubmissions(last: 100, before: $before) {
    edges { cursor node { id createdAt source firstName lastName email companyName message } }
    pageInfo { hasPreviousPage startCursor }
  }
}`;
const NEWEST = `query NewestLead { contactSubmissions(first: 1) { edges { cursor } } }`;

async function graphql(query, variables = {}) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query, variables }),
  });
  const remaining = response.headers.get('ratelimit-remaining');
  if (response.status === 429) throw new Error(`rate limited: try again in ${response.headers.get('retry-after')} s`);
  const body = await response.json();
  if (body.errors?.length) {
    const [error] = body.errors;
    throw new Error(`${error.extensions?.code ?? response.status}: ${error.message}`);
  }
  if (remaining !== null && Number(remaining) < 10) console.warn(`(${remaining} requests left this minute)`);
  return body.data;
}

const saved = await readFile(cursorFile, 'utf8').then((text) => text.trim(), () => null);
if (!saved) {
  const { contactSubmissions } = await graphql(NEWEST);
  const cursor = contactSubmissions.edges[0]?.cursor;
  if (cursor) await writeFile(cursorFile, cursor);
  console.log(cursor ? 'Following the messages from now on; run again to see new ones.' : 'No messages yet; run again later.');
  process.exit(0);
}

let before = saved;
let printed = 0;
for (;;) {
  const { contactSubmissions } = await graphql(NEWER, { before });
  const { edges, pageInfo } = contactSubmissions;
  // Each page is in the list's order (newest first): print it oldest first.
  for (const { node } of [...edges].reverse()) {
    printed += 1;
    console.log(`${node.createdAt}  ${node.source.padEnd(8)}  ${node.firstName} ${node.lastName} <${node.email}>${node.companyName ? `, ${node.companyName}` : ''}`);
  }
  if (edges.length === 0) break;
  before = edges[0].cursor;
  await writeFile(cursorFile, before);
  if (!pageInfo.hasPreviousPage) break;
}
console.log(printed === 0 ? 'No new messages.' : `${printed} new message${printed === 1 ? '' : 's'}.`);
