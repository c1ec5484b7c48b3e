import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { CONTENT_STATUS_LABELS, type ContentStatus } from '@rules/content';
import { RotateCcw } from 'lucide-react';
import { Moment, when } from '../Moment';
import { Panel } from '../../ui/Panel';
import { CONTENT_SCREEN_MESSAGES as MESSAGES } from './messages';

export interface RevisionRow {
  id: string;
  version: number;
  status: ContentStatus;
  changed: readonly string[];
  byKind: string;
  byName: string | null;
  createdAt: string;
}

/** Who made a revision: the member by name, `systemName` for the system's own (the scheduler's). */
const byOf = (revision: Pick<RevisionRow, 'byKind' | 'byName'>, systemName: string) => revision.byName ?? (revision.byKind === 'system' ? systemName : revision.byKind);

/**
 * An item's revisions, newest first: who, when, which fields; any but the current one can be
 * restored. `fieldNames` says how the kind names the fields a revision changed; `systemName` whom
 * a revision no member made is credited to.
 */
export function ContentRevisions({
  revisions,
  loading,
  failed,
  version,
  fieldNames,
  systemName = 'Finmesh',
  onRestore,
}: {
  revisions: readonly RevisionRow[];
  loading: boolean;
  failed: boolean;
  version: number;
  fieldNames: Readonly<Record<string, string>>;
  systemName?: string;
  onRestore: ((revision: RevisionRow) => void) | null;
}) {
  return (
    <Panel as="section" aria-labelledby="content-revisions" p="4">
      <Text as="h2" id="content-revisions" fontWeight="700" mb="3">
        Revisions
      </Text>
      {revisions.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {failed ? MESSAGES.revisionsFailed : loading ? 'Loading revisions...' : MESSAGES.noRevisions}
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="3" maxH="96" overflowY="auto" tabIndex={0} aria-label="Revisions, newest first">
          {revisions.map((revision) => (
            <Stack as="li" key={revision.id} gap="0.5" fontSize="sm" borderBottomWidth="1px" borderColor="border" pb="3" _last={{ borderBottomWidth: 0, pb: 0 }}>
              <Flex justify="space-between" align="center" gap="2">
                <Text fontWeight="600">
                  Version {revision.version} · {CONTENT_STATUS_LABELS[revision.status]}
                  {revision.version === version && ' (current)'}
                </Text>
                {onRestore && revision.version !== version && (
                  <Button size="xs" variant="ghost" onClick={() => onRestore(revision)} aria-label={`Restore version ${revision.version}`}>
                    <RotateCcw aria-hidden /> Restore
                  </Button>
                )}
              </Flex>
              <Text color="fg.muted">
                {byOf(revision, systemName)}, <Moment at={revision.createdAt} format={when} />
              </Text>
              {revision.version === 1 ? (
                <Text color="fg.muted">Created</Text>
              ) : (
                revision.changed.length > 0 && <Text color="fg.muted">Changed: {revision.changed.map((field) => fieldNames[field] ?? field).join(', ')}</Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
