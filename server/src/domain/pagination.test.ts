import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscriberEntity } from '../modules/newsletter/newsletter.entity.js';
import { createTestDatabase, type TestDatabase } from '../test/app.js';
import { InvalidInputError } from './errors.js';
import { COUNT_LIMIT, SEARCH_COUNT_LIMIT, paginate, type PageRequest } from './pagination.js';

let database: TestDatabase;
/** Emails in list order (newest first): s25 ... s01. */
const newestFirst = Array.from({ length: 25 }, (_, index) => `s${String(25 - index).padStart(2, '0')}@example.com`);

beforeAll(async () => {
  database = await createTestDatabase();
  const em = database.orm.em.fork();
  for (let n = 1; n <= 25; n += 1) {
    em.create(SubscriberEntity, { email: `s${String(n).padStart(2, '0')}@example.com`, subscribedAt: new Date(Date.UTC(2026, 0, n)) });
  }
  await em.flush();
});
afterAll(() => database.close());

const page = (request: PageRequest) =>
  paginate(database.orm.em.fork(), SubscriberEntity, {
    orderBy: { subscribedAt: 'desc', id: 'desc' },
    page: request,
    toNode: (subscriber) => subscriber.email,
  });
const nodes = (connection: Awaited<ReturnType<typeof page>>) => connection.edges.map((edge) => edge.node);

describe('paginate', () => {
  it('gives the first 10 by default, with the total', async () => {
    const first = await page({});
    expect(nodes(first)).toEqual(newestFirst.slice(0, 10));
    expect(first.totalCount).toBe(25);
    expect(first.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
  });

  it('walks forward with first/after and back with last/before', async () => {
    const one = await page({ first: 10 });
    const two = await page({ first: 10, after: one.pageInfo.endCursor });
    const three = await page({ first: 10, after: two.pageInfo.endCursor });
    expect(nodes(two)).toEqual(newestFirst.slice(10, 20));
    expect(nodes(three)).toEqual(newestFirst.slice(20));
    expect(three.pageInfo.hasNextPage).toBe(false);

    const back = await page({ last: 10, before: three.pageInfo.startCursor });
    expect(nodes(back)).toEqual(newestFirst.slice(10, 20));
  });

  it('jumps to a page by offset, and its cursors continue with after', async () => {
    const third = await page({ first: 5, offset: 10 });
    expect(nodes(third)).toEqual(newestFirst.slice(10, 15));
    expect(third.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });

    const fourth = await page({ first: 5, after: third.pageInfo.endCursor });
    expect(nodes(fourth)).toEqual(newestFirst.slice(15, 20));
  });

  it('reports the last page by offset', async () => {
    const last = await page({ first: 10, offset: 20 });
    expect(nodes(last)).toEqual(newestFirst.slice(20));
    expect(last.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
  });

  it.each([
    [{ first: 101 }, 'first', 'first must be at most 100.'],
    [{ first: -1 }, 'first', 'first must be a whole number, 0 or more.'],
    [{ first: 5, last: 5 }, 'last', 'Pass either first or last, not both.'],
    [{ after: 'a', before: 'b' }, 'before', 'Pass either after or before, not both.'],
    [{ offset: 5, after: 'a' }, 'offset', 'offset goes with first only, not with cursors or last.'],
    [{ first: 5, after: 'not-a-cursor' }, 'after', 'This cursor is not valid for this list.'],
  ] as const)('refuses %j', async (request, path, message) => {
    const error = await page(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).fields).toEqual([{ path, message }]);
  });
});

describe('counting a long list', () => {
  let large: TestDatabase;
  beforeAll(async () => {
    large = await createTestDatabase();
    // More sign-ups than a list counts, one a minute; every seventh inactive.
    await large.orm.em.getConnection().execute(
      `insert into subscribers (id, email, subscribed_at, is_active, spam, created_at, updated_at)
       select gen_random_uuid(), 'reader' || n || '@example.com', timestamptz '2026-01-01' + n * interval '1 minute', n % 7 <> 0, false, now(), now()
       from generate_series(1, ${COUNT_LIMIT + 50}) n`,
    );
  });
  afterAll(() => large.close());

  const pageOf = (request: PageRequest, where = {}, countUpTo?: number) =>
    paginate(large.orm.em.fork(), SubscriberEntity, { where, orderBy: { subscribedAt: 'desc', id: 'desc' }, page: request, toNode: (subscriber) => subscriber.email, countUpTo });

  it('counts up to the limit and says the count is a lower bound', async () => {
    const first = await pageOf({ first: 5 });
    expect(first).toMatchObject({ totalCount: COUNT_LIMIT, totalCountIsExact: false });
    expect(nodes(first)).toEqual(['reader10050@example.com', 'reader10049@example.com', 'reader10048@example.com', 'reader10047@example.com', 'reader10046@example.com']);
  });

  it('counts exactly what a filter leaves under the limit', async () => {
    expect(await pageOf({ first: 5 }, { isActive: false })).toMatchObject({ totalCount: Math.floor((COUNT_LIMIT + 50) / 7), totalCountIsExact: true });
  });

  it('counts a search as far as it is asked to', async () => {
    // reader1, reader10-19, reader100-199, reader1000-1999 and reader10000-10050: 1,162 of them.
    const search = { email: { $like: '%reader1%' } };
    expect(await pageOf({ first: 5 }, search, SEARCH_COUNT_LIMIT)).toMatchObject({ totalCount: SEARCH_COUNT_LIMIT, totalCountIsExact: false });
    expect(await pageOf({ first: 5 }, search)).toMatchObject({ totalCount: 1162, totalCountIsExact: true });
  });

  it('pages on past the counted rows, by offset and by cursor, to the very last', async () => {
    const beyond = await pageOf({ first: 5, offset: COUNT_LIMIT });
    expect(nodes(beyond)).toEqual(['reader50@example.com', 'reader49@example.com', 'reader48@example.com', 'reader47@example.com', 'reader46@example.com']);
    expect(beyond.pageInfo.hasNextPage).toBe(true);
    const last = await pageOf({ first: 50, after: beyond.pageInfo.endCursor });
    expect(nodes(last)).toHaveLength(45);
    expect(last.pageInfo.hasNextPage).toBe(false);
  });
});
