import { describe, expect, it } from 'vitest';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { PageData, type QueryResult } from './pageData';

const JobsQuery = parse('query Jobs { jobs(first: 1) { totalCount } }') as TypedDocumentNode<unknown, Record<string, never>>;

const answering = (result: QueryResult<unknown>) => new PageData(async <TData,>() => result as QueryResult<TData>);

/** Issue P17: a page whose data could not be read is answered 503 and kept by no one (`entry-server.tsx`). */
describe('a page\'s data', () => {
  it('is unavailable when a query could not be read, and only then', async () => {
    const stalled = answering({ data: null, error: { message: 'The service is briefly unavailable. Please try again in a minute.', code: 'SERVICE_UNAVAILABLE' } });
    expect(stalled.unavailable).toBe(false);
    await stalled.load(JobsQuery, {});
    expect(stalled.unavailable).toBe(true);

    const lost = answering({ data: null, error: { message: 'The request did not get through.', code: 'NETWORK' } });
    await lost.load(JobsQuery, {});
    expect(lost.unavailable).toBe(true);
  });

  it('is not unavailable when what was asked for does not exist or cannot be asked for', async () => {
    for (const code of ['NOT_FOUND', 'BAD_USER_INPUT']) {
      const data = answering({ data: null, error: { message: 'No such job.', code } });
      await data.load(JobsQuery, {});
      expect(data.unavailable).toBe(false);
    }
    const found = answering({ data: { jobs: { totalCount: 1 } }, error: null });
    await found.load(JobsQuery, {});
    expect(found.unavailable).toBe(false);
  });
});
