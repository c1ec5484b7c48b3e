import { vi } from 'vitest';
import { graphQLResponse } from './render';

/** What one operation answers: a GraphQL body, a ready Response, or a thrown error (network failure). */
export type Answer = unknown;
type Handler = (variables: Record<string, unknown>) => Answer | Promise<Answer>;

export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

export const COUNTRIES = [
  { __typename: 'Country', name: 'United States', code: 'US', callingCode: '+1' },
  { __typename: 'Country', name: 'India', code: 'IN', callingCode: '+91' },
  { __typename: 'Country', name: 'United Kingdom', code: 'GB', callingCode: '+44' },
  { __typename: 'Country', name: 'Canada', code: 'CA', callingCode: '+1' },
];

/** The answers most tests want: the country list and a spam-guard token. */
export const DEFAULT_HANDLERS: Record<string, Handler> = {
  Countries: () => ({ data: { countries: COUNTRIES } }),
  FormStart: () => ({ data: { formStart: 'form-token-1' } }),
};

/**
 * Stubs `fetch` as the GraphQL endpoint: each operation is answered by its handler (by operation
 * name), and every operation sent is recorded. A handler may return a pending promise to hold the
 * answer back, or throw to fail like the network.
 */
export function stubGraphQL(handlers: Record<string, Handler> = {}) {
  const sent: SentOperation[] = [];
  const all = { ...DEFAULT_HANDLERS, ...handlers };
  const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as SentOperation;
    sent.push(body);
    const handler = all[body.operationName];
    if (!handler) throw new Error(`No stub for ${body.operationName}`);
    const answer = await handler(body.variables ?? {});
    return answer instanceof Response ? answer : graphQLResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    sent,
    /** The variables of every operation of that name sent so far. */
    variablesOf: (operationName: string) => sent.filter((operation) => operation.operationName === operationName).map((operation) => operation.variables),
  };
}
