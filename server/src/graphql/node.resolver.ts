import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context.js';
import { AREAS } from '../modules/index.js';
import { Public } from './access.js';
import type { NodeSource } from './nodes.js';
import { fromGlobalId, Node } from './relay.js';

/** Every area's `Node` types, by type name. */
const nodeSources: ReadonlyMap<string, NodeSource> = new Map(AREAS.flatMap((area) => Object.entries(area.nodes ?? {})));

@Resolver()
export class NodeResolver {
  @Public()
  @Query(() => Node, { nullable: true, description: 'Fetches any object by its global id; null when it does not exist.' })
  async node(@Arg('id', () => ID) id: string, @Ctx() context: AppContext): Promise<Node | null> {
    const parsed = fromGlobalId(id);
    const source = parsed ? nodeSources.get(parsed.typename) : undefined;
    if (!parsed || !source) return null;
    if (source.permission !== 'public') await context.require(source.permission);
    return source.load(context, parsed.id);
  }
}
