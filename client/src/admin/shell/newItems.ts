import { useMutation, useQuery } from '@apollo/client/react';
import { mayUseScreen, screenAt, type AdminScreenKey } from '@rules/admin-screens';
import { isNewItemScreen } from '@rules/dashboard';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { graphql } from '../gql';
import { usePermissions } from '../auth/AuthProvider';

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

/** How often the sidebar asks again what is new, while the back office stays open. */
const POLL_MS = 60_000;

/**
 * Per list, what arrived since this admin last opened it (the sidebar's badges, issue P14).
 * Opening a list marks it seen on the server (every replica, every device of the admin) and
 * clears its badge here at once.
 */
export function useNewItems(): ReadonlyMap<AdminScreenKey, number> {
  const permissions = usePermissions();
  const { pathname } = useLocation();
  const { data, refetch } = useQuery(NewItemsQuery, { pollInterval: POLL_MS, fetchPolicy: 'cache-and-network' });
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
