import { describe, expect, it } from 'vitest';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';

const t = useTestApp();

describe('countries', () => {
  it('GET /api/countries lists every country by name with its calling code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/countries' });
    const { data } = response.json() as { data: { name: string; code: string; callingCode: string }[] };

    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(data.length).toBeGreaterThan(240);
    expect(data.map((country) => country.name)).toEqual([...data.map((country) => country.name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(data).toContainEqual({ name: 'India', code: 'IN', callingCode: '+91' });
    expect(data).toContainEqual({ name: 'United States', code: 'US', callingCode: '+1' });
    expect(data).toContainEqual({ name: 'United Kingdom', code: 'GB', callingCode: '+44' });
  });

  it('is a public GraphQL query too', async () => {
    const { body } = await graphql<{ countries: { name: string }[] }>(t.app, '{ countries { name code callingCode } }');
    expect(body.data?.countries).toContainEqual({ name: 'Germany', code: 'DE', callingCode: '+49' });
  });
});
