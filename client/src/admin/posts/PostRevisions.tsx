import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CONTENT_STATUS_LABELS } from '@rules/content';
import { RotateCcw } from 'lucide-react';
import { Moment } from '../kit/Moment';
import type { ContentStatus } from '../gql/graphql';
import { Panel } from '../ui/Panel';
import { PostRevisionsQuery } from './documents';
import { POSTS_MESSAGES as MESSAGES } from './messages';
import { whenFormat } from './status';

/** How a revision names the fields it changed. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  title: 'title',
  slug: 'slug',
  body: 'body',
  fields: 'summary, images or SEO',
  tags: 'tags',
  authorId: 'author',
  status: 'status',
};

const changedOf = (changed: readonly string[]) => changed.map((field) => FIELD_NAMES[field] ?? field).join(', ');

const byOf = (revision: { byKind: string; byName: string | null }) => revision.byName ?? (revision.byKind === 'system' ? 'the scheduler' : revision.byKind);

/** A post's revisions, newest first: who, when, which fields; any but the current one can be restored. */
export function PostRevisions({ id, version, onRestore }: { id: string; version: number; onRestore: ((revision: { id: string; version: number }) => void) | null }) {
  const { data, error, loading } = useQuery(PostRevisionsQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const revisions = data?.postRevisions ?? [];
  return (
    <Panel as="section" aria-labelledby="post-revisions" p="4">
      <Text as="h2" id="post-revisions" fontWeight="700" mb="3">
        Revisions
      </Text>
      {revisions.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {error ? MESSAGES.revisionsFailed : loading ? 'Loading revisions...' : MESSAGES.noRevisions}
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="3" maxH="96" overflowY="auto" tabIndex={0} aria-label="Revisions, newest first">
          {revisions.map((revision) => (
            <Stack as="li" key={revision.id} gap="0.5" fontSize="sm" borderBottomWidth="1px" borderColor="border" pb="3" _last={{ borderBottomWidth: 0, pb: 0 }}>
              <Flex justify="space-between" align="center" gap="2">
                <Text fontWeight="600">
                  Version {revision.version} · {CONTENT_STATUS_LABELS[revision.status as ContentStatus]}
                  {revision.version === version && ' (current)'}
                </Text>
                {onRestore && revision.version !== version && (
                  <Button size="xs" variant="ghost" onClick={() => onRestore(revision)} aria-label={`Restore version ${revision.version}`}>
                    <RotateCcw aria-hidden /> Restore
                  </Button>
                )}
              </Flex>
              <Text color="fg.muted">
                {byOf(revision)}, <Moment at={revision.createdAt} format={whenFormat} />
              </Text>
              {revision.version === 1 ? <Text color="fg.muted">Created</Text> : revision.changed.length > 0 && <Text color="fg.muted">Changed: {changedOf(revision.changed)}</Text>}
            </Stack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
