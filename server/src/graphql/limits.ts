import {
  GraphQLError,
  Kind,
  getNamedType,
  isCompositeType,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * Limits on the shape of a query, so one request cannot ask for unbounded work.
 * The numbers are graphql-armor's defaults; depth 6 covers our deepest query
 * (`list { edges { node { nested { field } } } }`). Token limits are set through Apollo's
 * `parseOptions`; introspection queries are not counted (production disables introspection).
 */
export const QUERY_LIMITS = { maxDepth: 6, maxAliases: 15, maxCost: 5000, maxTokens: 1000 } as const;

const COST = { scalar: 1, object: 2, depthFactor: 1.5 } as const;

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

export function queryLimitRules(limits = QUERY_LIMITS): ValidationRule[] {
  return [
    (context: ValidationContext): ASTVisitor => ({
      OperationDefinition(operation) {
        const rootType = context.getSchema().getRootType(operation.operation);
        if (!rootType) return;
        const fragments = new Map(
          context.getDocument().definitions
            .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
            .map((fragment) => [fragment.name.value, fragment]),
        );
        const measure = measureSelection(operation.selectionSet, rootType, 1, fragments, context, new Set());
        const name = operation.name ? ` "${operation.name.value}"` : '';
        if (measure.depth > limits.maxDepth) {
          context.reportError(new GraphQLError(`Query${name} is nested ${measure.depth} levels deep; the limit is ${limits.maxDepth}.`, { nodes: operation }));
        }
        if (measure.aliases > limits.maxAliases) {
          context.reportError(new GraphQLError(`Query${name} uses ${measure.aliases} aliases; the limit is ${limits.maxAliases}.`, { nodes: operation }));
        }
        if (measure.cost > limits.maxCost) {
          context.reportError(new GraphQLError(`Query${name} costs ${Math.round(measure.cost)}; the limit is ${limits.maxCost}.`, { nodes: operation }));
        }
      },
    }),
  ];
}

function measureSelection(
  selectionSet: SelectionSetNode,
  parentType: GraphQLCompositeType,
  depth: number,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  context: ValidationContext,
  visitedFragments: ReadonlySet<string>,
): Measure {
  const total: Measure = { depth: 0, aliases: 0, cost: 0 };
  const add = (measure: Measure) => {
    total.depth = Math.max(total.depth, measure.depth);
    total.aliases += measure.aliases;
    total.cost += measure.cost;
  };

  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (name === '__schema' || name === '__type') continue;
      const fieldType = 'getFields' in parentType ? parentType.getFields()[name]?.type : undefined;
      const namedType = fieldType ? getNamedType(fieldType) : undefined;
      const composite = namedType !== undefined && isCompositeType(namedType) ? namedType : undefined;
      const own: Measure = {
        depth,
        aliases: selection.alias ? 1 : 0,
        cost: (composite ? COST.object : COST.scalar) * COST.depthFactor ** (depth - 1),
      };
      add(own);
      if (selection.selectionSet && composite) {
        add(measureSelection(selection.selectionSet, composite, depth + 1, fragments, context, visitedFragments));
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const typeName = selection.typeCondition?.name.value;
      const type = typeName ? context.getSchema().getType(typeName) : parentType;
      if (type && isCompositeType(type)) {
        add(measureSelection(selection.selectionSet, type, depth, fragments, context, visitedFragments));
      }
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // Fragment cycles are reported by graphql-js's own rules; just stop walking them here.
      if (!fragment || visitedFragments.has(name)) continue;
      const type = context.getSchema().getType(fragment.typeCondition.name.value);
      if (type && isCompositeType(type)) {
        add(measureSelection(fragment.selectionSet, type, depth, fragments, context, new Set([...visitedFragments, name])));
      }
    }
  }
  return total;
}
