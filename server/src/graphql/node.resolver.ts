import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context.js';
import { fromGlobalId, Node } from './relay.js';
import { nodeSources } from './nodes.js';

@Resolver()
export class NodeResolver {
  @Query(() => Node, { nullable: true, description: 'Fetches any object by its global id; null when it does not exist.' })
  async node(@Arg('id', () => ID) id: string, @Ctx() context: AppContext): Promise<Node | null> {
    const parsed = fromGlobalId(id);
    const source = parsed ? nodeSources.get(parsed.typename) : undefined;
    if (!parsed || !source) return null;
    if (source.adminOnly) await context.requireAdmin();
    return source.load(context, parsed.id);
  }
}
