import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { jsonShapeProblem } from './json-shape.js';

/** Issue P17: a JSON body's depth and count of values are checked in one pass before it is parsed. */
describe('the shape of a JSON text', () => {
  it('counts containers and commas outside strings only', () => {
    expect(jsonShapeProblem('{"a":"[[[{,,,\\"]]]","b":[1,2]}', { maxDepth: 2, maxValues: 4 })).toBeNull();
    expect(jsonShapeProblem('{"a":[[1]]}', { maxDepth: 2, maxValues: 100 })).toBe('depth');
    expect(jsonShapeProblem('[1,2,3,4,5]', { maxDepth: 5, maxValues: 4 })).toBe('values');
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a JSON body', () => {
  const post = (payload: string) => t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload });

  it('nesting deeper than 64 levels is refused (400) before it is parsed', async () => {
    const response = await post(`{"message":${'['.repeat(65)}${']'.repeat(65)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The request body nests deeper than 64 levels.', error: 'The request body nests deeper than 64 levels.', errors: [{ msg: 'The request body nests deeper than 64 levels.' }] });
  });

  it('holding more than 2,000 values is refused (413) before it is parsed', async () => {
    const response = await post(JSON.stringify(Object.fromEntries(Array.from({ length: 2001 }, (_, index) => [`k${index}`, 1]))));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body holds more than 2,000 values.');
  });

  it('within both is read as before: its fields get their own messages', async () => {
    const response = await post(JSON.stringify({ firstName: { a: { b: { c: 'deep' } } } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toContain('firstName');
  });
});
