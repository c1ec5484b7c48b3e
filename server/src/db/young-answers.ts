import type { PoolClient, QueryResult } from 'pg';

type Answer = QueryResult | QueryResult[];
type Settle = { resolve(answer: Answer): void; reject(error: Error): void };
type QueryCall = (...args: unknown[]) => unknown;

/**
 * Makes `client`'s promise-form `query` answer without keeping the rows it read alive past their
 * use (issue P14: a million-row export grew the server by 300 MB). `pg` answers a promise-form
 * query through `query.callback = (err, res) => ...`; V8 allocates a function literal assigned to a
 * property in the old generation, so until the next full collection that closure keeps the query,
 * its result and every row reachable, and each young collection copies the rows, then promotes
 * them, and the old generation grows until V8 decides to collect it. Here the callback is made in a
 * variable (young, and dead with the query), and the answer is handed over as a copy whose rows the
 * result `pg` keeps no longer holds (the query deadline's own closure reaches that result).
 *
 * Wired to every pooled client on connection (`pool.on('connect', answerYoung)`); a call that
 * brings its own callback or a submittable (a cursor) goes to `pg` unchanged.
 */
export function answerYoung(client: PoolClient): void {
  const query = client.query.bind(client) as QueryCall;
  const promiseForm = (config: unknown, values?: unknown): Promise<Answer> => {
    let settle: Settle | null = null;
    const answer = new Promise<Answer>((resolve, reject) => {
      settle = { resolve, reject };
    });
    const answered = (error: Error | null, result: Answer) => {
      const pending: Settle | null = settle;
      // A query past its deadline is answered with its error first, then maybe with its rows.
      settle = null;
      if (!pending) return;
      if (error) pending.reject(error);
      else pending.resolve(Array.isArray(result) ? result.map(handedOver) : handedOver(result));
    };
    query(config, values, answered);
    return answer;
  };
  client.query = function (this: PoolClient, ...args: unknown[]) {
    const [config, values, callback] = args;
    const own = typeof values === 'function' || typeof callback === 'function' || typeof (config as { submit?: unknown } | null)?.submit === 'function';
    return own ? query(...args) : promiseForm(config, values);
  } as PoolClient['query'];
}

/** The result as a copy with its rows; the one `pg` keeps is left without them. */
function handedOver(result: QueryResult): QueryResult {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(result) as object) as QueryResult, result);
  copy.rows = result.rows.slice();
  result.rows.length = 0;
  return copy;
}
