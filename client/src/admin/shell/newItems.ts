import { useMutation, useQuery } from '@apollo/client/react';
import { mayUseScreen, screenAt, type AdminScreenKey } from '@rules/admin-screens';
import { isNewItemScreen } from '@rules/dashboard';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { graphql } from '../gql';
import { usePermissions } from '../auth/AuthProvider';
import { useRefreshWhileVisible } from '../kit/useRefreshWhileVisible';

export const NewItemsQuery = graphql(`
  query NewItems {
    newItems {
      screen
      count
    }
  }
`);

export const MarkListSeenMutation = graphql(`
  mutation MarkListSeen($screen: String!) {
    markListSeen(input: { screen: $screen }) {
      success
    }
  }
`);

/**
 * Per list, what arrived since this admin last opened it (the sidebar's badges, issue P14).
 * Opening a list marks it seen on the server (every replica, every device of the admin) and
 * clears its badge here at once.
 */
export function useNewItems(): ReadonlyMap<AdminScreenKey, number> {
  const permissions = usePermissions();
  const { pathname } = useLocation();
  const { data, refetch } = useQuery(NewItemsQuery, { fetchPolicy: 'cache-and-network' });
  // Asked again while the back office stays open in a visible tab.
  useRefreshWhileVisible({ query: NewItemsQuery, variables: {} });
  const [markSeen] = useMutation(MarkListSeenMutation);
  const open = screenAt(pathname);
  const seen = open && isNewItemScreen(open) && mayUseScreen(open, permissions) ? open : null;

  useEffect(() => {
    if (!seen) return;
    markSeen({ variables: { screen: seen } })
      .then(() => refetch())
      // A badge that stays a minute longer is no reason to bother the admin.
      .catch(() => undefined);
  }, [seen, markSeen, refetch]);

  return new Map((data?.newItems ?? []).map((row) => [row.screen as AdminScreenKey, row.screen === seen ? 0 : row.count]));
}
