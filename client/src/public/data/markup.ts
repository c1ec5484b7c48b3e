import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * A tree rendered to HTML on the server once everything in it has loaded (its data, its lazy
 * modules). Large Suspense boundaries would still be sent "outlined", revealed by an inline script
 * the CSP forbids; an unbounded chunk size keeps the whole of it plain HTML.
 */
export async function renderedMarkup(tree: ReactNode, options: { identifierPrefix?: string } = {}): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
