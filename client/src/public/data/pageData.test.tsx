import { describe, expect, it } from 'vitest';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { PageData, PageDataProvider, usePageQuery, type QueryResult } from './pageData';

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

describe('a component reading several queries', () => {
  const First = parse('query First { name }') as TypedDocumentNode<{ name: string }, Record<string, never>>;
  const Second = parse('query Second { name }') as TypedDocumentNode<{ name: string }, Record<string, never>>;

  it('gets each its own result, however their answers interleave with the render', async () => {
    // Second answers only once the render has waited for First and come back for Second.
    let answerSecond = () => {};
    const secondAsked = new Promise<void>((resolve) => (answerSecond = resolve));
    const data = new PageData(async <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>) => {
      const [operation] = document.definitions;
      const name = operation?.kind === 'OperationDefinition' ? (operation.name?.value ?? '') : '';
      if (name === 'Second') await secondAsked;
      return { data: { name } as TData, error: null };
    });
    function Both() {
      const first = usePageQuery(First, {}).data?.name;
      const second = usePageQuery(Second, {}).data?.name;
      return <p>{`${first} then ${second}`}</p>;
    }
    const rendering = prerenderToNodeStream(
      <PageDataProvider value={data}>
        <Both />
      </PageDataProvider>,
    );
    await new Promise((resolve) => setImmediate(resolve));
    answerSecond();
    const { prelude } = await rendering;
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    expect(html).toBe('<p>First then Second</p>');
  });
});
