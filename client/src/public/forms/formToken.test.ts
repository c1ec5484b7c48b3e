import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '../../test/graphql';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the spam guard’s form token', () => {
  it('is asked for once per page for the forms that are part of it, whoever asks', async () => {
    const graphql = stubGraphQL();
    const { pageFormToken } = await import('./formToken');
    const [first, second] = await Promise.all([pageFormToken(), pageFormToken()]);
    expect(first).toBe('form-token-1');
    expect(second).toBe('form-token-1');
    expect(graphql.sent.map((operation) => operation.operationName)).toEqual(['FormStart']);
  });

  it('is asked for anew by an overlay as it opens, and is null when it cannot be had', async () => {
    stubGraphQL({
      FormStart: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { fetchFormToken } = await import('./formToken');
    expect(await fetchFormToken()).toBeNull();
  });
});
