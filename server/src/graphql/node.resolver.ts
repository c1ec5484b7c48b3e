import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context.js';
import { Public } from './access.js';
import type { NodeSource } from './nodes.js';
import { fromGlobalId, Node } from './relay.js';

/** The `node(id:)` root field over `sources`: every area's `Node` types, by type name. */
export function nodeResolver(sources: ReadonlyMap<string, NodeSource>): new () => object {
  @Resolver()
  class NodeResolver {
    @Public()
    @Query(() => Node, {
      nullable: true,
      description: 'Fetches any object by its global id; null when it does not exist, an error when its type needs a permission the caller lacks (a `ContactSubmission` needs `leads:read`).',
    })
    async node(@Arg('id', () => ID, { description: "The global id, as an object's `id` field gives it." }) id: string, @Ctx() context: AppContext): Promise<Node | null> {
      const parsed = fromGlobalId(id);
      const source = parsed ? sources.get(parsed.typename) : undefined;
      if (!parsed || !source) return null;
      if (source.permission !== 'public') await context.require(source.permission);
      return source.load(context, parsed.id);
    }
  }
  return NodeResolver;
}
