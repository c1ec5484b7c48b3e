import type { GraphQLInterfaceType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../modules/index.js';
import { buildAppSchema } from './schema.js';

describe('node(id:)', () => {
  it('has a loader (an area\'s `nodes`) for exactly the types that implement Node', async () => {
    const schema = await buildAppSchema(AREAS);
    const node = schema.getType('Node') as GraphQLInterfaceType;
    const implementing = schema.getImplementations(node).objects.map((type) => type.name).sort();
    const loaded = AREAS.flatMap((area) => Object.keys(area.nodes ?? {})).sort();
    expect(implementing.length).toBeGreaterThan(0);
    // A type without a loader would be answered null by node(id:) for every id, silently.
    expect(loaded).toEqual(implementing);
  });
});
