import { ArgsType, Field, ID, Int, InterfaceType, ObjectType, type ClassType } from 'type-graphql';
import { IsOptional, MaxLength } from 'class-validator';
import { SEARCH_MAX_LENGTH, SERVER_MESSAGES } from '../rules/server.js';
import { NotFoundError } from '../domain/errors.js';
import { COUNT_LIMIT, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_COUNT_LIMIT, type Connection, type PageInfo as PageInfoShape } from '../domain/pagination.js';

/**
 * Relay machinery every area uses: the `Node` interface with opaque global ids, one generic
 * connection factory and the pagination arguments. Areas never hand-write connection types.
 */

@InterfaceType('Node', { description: 'An object with a globally unique id, fetchable with `node(id:)`.' })
export abstract class Node {
  @Field(() => ID, { description: 'Opaque global id.' })
  id!: string;
}

export function toGlobalId(typename: string, id: string): string {
  return Buffer.from(`${typename}:${id}`, 'utf8').toString('base64url');
}

export function fromGlobalId(globalId: string): { typename: string; id: string } | null {
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0 || separator === decoded.length - 1) return null;
  return { typename: decoded.slice(0, separator), id: decoded.slice(separator + 1) };
}

@ObjectType('PageInfo', { description: 'Where a page sits in its list, and the cursors to ask for the pages beside it.' })
export class PageInfo implements PageInfoShape {
  @Field(() => Boolean, { description: 'Whether more nodes follow this page: ask for them with `after: endCursor`.' })
  hasNextPage!: boolean;

  @Field(() => Boolean, { description: 'Whether more nodes come before this page: ask for them with `before: startCursor`.' })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: "The first edge's cursor (opaque); null when the page is empty." })
  startCursor!: string | null;

  @Field(() => String, { nullable: true, description: "The last edge's cursor (opaque); null when the page is empty." })
  endCursor!: string | null;
}

/** Checked by `paginate`, the one place page arguments are checked for GraphQL and REST alike. */
@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, {
    nullable: true,
    description: `Page size from the start (or after \`after\`), at most ${MAX_PAGE_SIZE}; ${DEFAULT_PAGE_SIZE} when neither first nor last is given.`,
  })
  @IsOptional()
  first?: number | null;

  @Field(() => String, { nullable: true, description: "An opaque cursor from this list (an edge's `cursor` or `pageInfo.endCursor`): the page starts after it." })
  @IsOptional()
  after?: string | null;

  @Field(() => Int, { nullable: true, description: `Page size from the end (or before \`before\`), at most ${MAX_PAGE_SIZE}.` })
  @IsOptional()
  last?: number | null;

  @Field(() => String, { nullable: true, description: "An opaque cursor from this list (an edge's `cursor` or `pageInfo.startCursor`): the page ends before it." })
  @IsOptional()
  before?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Rows to skip before the page, for page-number navigation. Use with `first`, not with cursors.',
  })
  @IsOptional()
  offset?: number | null;
}

/** A list's `search` argument: optional text of at most `SEARCH_MAX_LENGTH` characters, as on REST. */
export function SearchArg(description: string): PropertyDecorator {
  return (target, key) => {
    Field(() => String, { nullable: true, description })(target, key);
    IsOptional()(target, key);
    MaxLength(SEARCH_MAX_LENGTH, { message: SERVER_MESSAGES.searchTooLong })(target, key);
  };
}

const connectionTypes = new Map<ClassType<object>, ClassType<Connection<object>>>();

/**
 * `XConnection` and `XEdge` for a node type, made once per type, described from the type's name.
 * Call it at module level (next to the node type), not inside a decorator: type-graphql reads its
 * metadata before building the schema.
 */
export function connectionOf<TNode extends object>(NodeType: ClassType<TNode>): ClassType<Connection<TNode>> {
  const existing = connectionTypes.get(NodeType);
  if (existing) return existing as ClassType<Connection<TNode>>;
  const typeName = NodeType.name;

  @ObjectType(`${typeName}Edge`, { description: `One \`${typeName}\` of a list, with the cursor that marks its place there.` })
  class Edge {
    @Field(() => String, { description: 'Opaque cursor of this node: pass it as `after` or `before` to page on from here.' })
    cursor!: string;

    @Field(() => NodeType, { description: `The \`${typeName}\` itself.` })
    node!: TNode;
  }

  @ObjectType(`${typeName}Connection`, { description: `One page of a list of \`${typeName}\` nodes (a Relay connection), with how many match in all.` })
  class ConnectionType implements Connection<TNode> {
    @Field(() => [Edge], { description: "This page's nodes in the list's order, each with its cursor." })
    edges!: Edge[];

    @Field(() => PageInfo, { description: 'Whether pages come before or after this one, and the cursors to ask for them.' })
    pageInfo!: PageInfo;

    @Field(() => Int, { description: `How many nodes match the filters, over all pages, counted up to ${COUNT_LIMIT.toLocaleString('en')} (${SEARCH_COUNT_LIMIT.toLocaleString('en')} for a text search).` })
    totalCount!: number;

    @Field(() => Boolean, { description: 'False when more nodes match than were counted: totalCount is then a lower bound (show it as, say, "10,000+").' })
    totalCountIsExact!: boolean;
  }

  connectionTypes.set(NodeType, ConnectionType as ClassType<Connection<object>>);
  return ConnectionType;
}

/** The database id inside a global id of the expected type; anything else is "not found". */
export function idOf(globalId: string, typename: string, notFoundMessage: string): string {
  const parsed = fromGlobalId(globalId);
  if (!parsed || parsed.typename !== typename) throw new NotFoundError(notFoundMessage);
  return parsed.id;
}
