import type { ApolloCache, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { refusalMessage } from '../../app/graphql-errors';
import { toaster } from '../../ui/toaster';

interface AdminMutationOptions<TData, TVariables> {
  /** The success toast's title: the server's message in the answer, or one of the screen's. No toast when left out. */
  succeeded?: (data: TData | undefined, variables: TVariables) => string;
  /**
   * What a failure shows: an error toast with the server's reason, or this message when it gave
   * none; or, given a function, whatever the screen shows itself (an inline banner, a form's
   * messages), which also says the server's reason when it refused (`refusalMessage`).
   */
  failed: string | ((error: unknown) => void);
  /** The list the change shows in (or the lists), loaded again afterwards. */
  reload?: DocumentNode | readonly DocumentNode[];
  /**
   * When the list is loaded again: after a success (the default); after a failure (an optimistic
   * change the server refused); or either way.
   */
  reloadAfter?: 'success' | 'failure' | 'either';
  /**
   * The change shown at once is also written for good when the server agrees: for lists its answer
   * does not update by themselves (a record that leaves one column of the board for another).
   */
  keepShown?: boolean;
  /**
   * The answer is not written to Apollo's cache (`no-cache`): it is read from the mutation's result
   * alone and gone with it (`reset`). For an answer that must not outlive the screen showing it,
   * such as a new API key's secret.
   */
  keepOutOfCache?: boolean;
}

/** Numbers the changes shown at once, so each can be taken back on its own. */
let shownChanges = 0;

/**
 * A change an admin makes (spec section 8: success and error toasts): runs the mutation, says how
 * it went, loads the list it concerns again, and resolves to whether it worked. `shownAtOnce`
 * changes the cache for the time the change takes (an optimistic update).
 */
export function useAdminMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  { succeeded, failed, reload, reloadAfter = 'success', keepShown = false, keepOutOfCache = false }: AdminMutationOptions<TData, TVariables>,
) {
  const reloaded = reload === undefined ? [] : Array.isArray(reload) ? reload : [reload];
  const [mutate, result] = useMutation(mutation, {
    ...(reloaded.length > 0 && reloadAfter === 'success' ? { refetchQueries: reloaded } : {}),
    ...(keepOutOfCache ? { fetchPolicy: 'no-cache' as const } : {}),
  });
  const run = async (variables: TVariables, shownAtOnce?: (cache: ApolloCache) => void): Promise<boolean> => {
    const { cache } = result.client;
    const optimisticId = `admin-change-${++shownChanges}`;
    if (shownAtOnce) cache.recordOptimisticTransaction(shownAtOnce, optimisticId);
    let worked = false;
    try {
      const { data } = await mutate({ variables, ...(keepShown && shownAtOnce ? { update: (written: ApolloCache) => shownAtOnce(written) } : {}) });
      if (succeeded) toaster.success({ title: succeeded(data, variables), closable: true });
      worked = true;
    } catch (error) {
      if (typeof failed === 'function') failed(error);
      else toaster.error({ title: refusalMessage(error, failed), closable: true });
    } finally {
      // The answer is in the cache by now (or there is none): what was shown meanwhile goes.
      if (shownAtOnce) cache.removeOptimistic(optimisticId);
    }
    if (reloaded.length > 0 && (reloadAfter === 'either' || (!worked && reloadAfter === 'failure'))) await result.client.refetchQueries({ include: reloaded });
    return worked;
  };
  return [run, result] as const;
}

/**
 * A record's status changed from its list (spec: shown at once, then confirmed): the record shows
 * the new status while the change is sent, and the server's answer replaces it (a refusal puts
 * the old one back).
 */
export function useStatusChange<TData, TStatus extends string>(
  mutation: TypedDocumentNode<TData, { id: string; status: TStatus }>,
  options: AdminMutationOptions<TData, { id: string; status: TStatus }>,
): (record: { __typename: string; id: string }, status: TStatus) => Promise<boolean> {
  const [change] = useAdminMutation(mutation, options);
  return (record, status) => change({ id: record.id, status }, (cache) => cache.modify<{ status: string }>({ id: cache.identify(record), fields: { status: () => status } }));
}
