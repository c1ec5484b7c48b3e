import { Badge, Button, Flex, Text } from '@chakra-ui/react';
import type { DocumentNode, TypedDocumentNode } from '@apollo/client';
import { SPAM_FILTER, SPAM_MESSAGES, SPAM_REASON_LABELS, type SpamReason } from '@rules/spam';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import type { StatusOption } from './StatusSelect';
import { useAdminMutation } from './useAdminMutation';

/**
 * The back office's view of spam (server/src/rules/spam.ts): every list a public form feeds hides
 * what the spam guard held, and shows it under the Spam entry of its filter, where an admin can
 * file a person's message as new.
 */

/** A list filter's value: all, one status, or what the spam guard held. */
export type SpamAwareFilter<TStatus extends string> = TStatus | typeof SPAM_FILTER | '';

/** The filter's last entry. */
export const SPAM_OPTION = { value: SPAM_FILTER, label: 'Spam' } as const;

/** A status filter's entries: all, each status, then spam. */
export function spamAwareOptions<TStatus extends string>(statuses: readonly StatusOption<TStatus>[]): StatusOption<SpamAwareFilter<TStatus>>[] {
  return [{ value: '', label: ALL_STATUSES }, ...statuses, SPAM_OPTION];
}

/** The filter's first entry, for lists without spam too. */
export const ALL_STATUSES = 'All Statuses';

/** The list query's arguments for a filter value. */
export function listArguments<TStatus extends string>(filter: SpamAwareFilter<TStatus>): { status: TStatus | null; spam: boolean } {
  return filter === SPAM_FILTER ? { status: null, spam: true } : { status: (filter || null) as TStatus | null, spam: false };
}

/**
 * "Not spam": files the record as new (the server sends what its arrival would have sent) and
 * reloads the list it leaves. Resolves to whether it worked.
 */
export function useMarkNotSpam<TData>(mutation: TypedDocumentNode<TData, { id: string }>, list: DocumentNode): (id: string) => Promise<boolean> {
  const [mark] = useAdminMutation(mutation, { reload: list, succeeded: () => SPAM_MESSAGES.filedAsNew, failed: SPAM_MESSAGES.notSpamFailed });
  return (id) => mark({ id });
}

/** On a held record's row: why it was held, and the button that files it as new (none without `onNotSpam`: a role that may not change it). */
export function SpamNotice({ reason, name, onNotSpam }: { reason: SpamReason | null | undefined; name: string; onNotSpam?: () => Promise<boolean> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Badge colorPalette="red" variant="subtle">
        Spam
      </Badge>
      {reason && (
        <Text fontSize="xs" color="fg.muted">
          {SPAM_REASON_LABELS[reason]}
        </Text>
      )}
      {onNotSpam && (
        <Button
          size="xs"
          variant="outline"
          disabled={busy}
          aria-label={`Not spam: file the one from ${name} as new`}
          onClick={async () => {
            setBusy(true);
            if (!(await onNotSpam())) setBusy(false);
          }}
        >
          <Inbox aria-hidden /> Not spam
        </Button>
      )}
    </Flex>
  );
}
