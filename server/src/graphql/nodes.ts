import type { AppContext } from '../context.js';
import { isUuid } from '../db/ids.js';
import { NotFoundError } from '../domain/errors.js';
import type { Permission } from '../rules/access.js';
import type { Node } from './relay.js';

/** How `node(id:)` finds one type that implements `Node` (each area lists its own: `Area.nodes`). */
export interface NodeSource {
  /** What a caller needs to read one (`node(id:)` checks it; `checkDeclaredAccess` checks every root field that answers with one). */
  permission: Permission | 'public';
  load(context: AppContext, id: string): Promise<Node | null>;
}

/**
 * Loads by primary key with the area's service, as `node(id:)` answers: nothing found is `null`;
 * an id that cannot be a key finds nothing instead of failing in SQL; any other failure (the
 * database down) is an error, never passed off as "not found".
 */
export function byId<TEntity>(
  find: (context: AppContext, id: string) => Promise<TEntity | null>,
  toNode: (entity: TEntity) => Node,
  permission: Permission | 'public',
): NodeSource {
  return {
    permission,
    async load(context, id) {
      if (!isUuid(id)) return null;
      const entity = await find(context, id).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
      return entity ? toNode(entity) : null;
    },
  };
}
