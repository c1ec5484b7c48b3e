import { Button, Flex, IconButton, Input, Link as ChakraLink, Stack, Table, Text, Wrap, chakra } from '@chakra-ui/react';
import { CONTENT_LIMITS, CONTENT_STATUSES, CONTENT_STATUS_LABELS, tagOf } from '@rules/content';
import { Archive, Pencil, Plus, Tag, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCan } from '../auth/AuthProvider';
import { getFragmentData } from '../gql';
import type { ContentStatus, PostsPage_PostFragment as Post } from '../gql/graphql';
import { DeleteDialog, ListPages, ListTable, StatusFilter } from '../kit/AdminList';
import { ContentStatusBadge } from '../kit/content/ContentStatusBadge';
import { CONTENT_SCREEN_MESSAGES } from '../kit/content/messages';
import { Moment, when } from '../kit/Moment';
import { useAdminList } from '../kit/useAdminList';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { RecordItem, RecordList } from '../ui/RecordList';
import { statusOptions, type StatusOption } from '../ui/StatusSelect';
import { ALL_STATUSES } from '../ui/spam';
import { AdminPostsQuery, PostsPage_post } from './documents';
import { useArchivePost, useDeletePost } from './hooks';
import { POSTS_MESSAGES as MESSAGES, POSTS_PAGE_SIZE } from './messages';
import { postDateOf } from './status';

export { POSTS_MESSAGES } from './messages';

const STATUS_FILTERS: readonly StatusOption<ContentStatus | ''>[] = [{ value: '', label: ALL_STATUSES }, ...statusOptions(CONTENT_STATUSES, (status) => CONTENT_STATUS_LABELS[status])];

/** Only a draft the site never showed may be deleted; anything it showed is archived instead (the server's rule). */
const deletable = (post: Post) => post.status === 'draft' && !post.publishedAt;
const archivable = (post: Post) => post.status !== 'archived' && !deletable(post);
const editPath = (post: Pick<Post, 'id'>) => `/admin/posts/${encodeURIComponent(post.id)}/edit`;

/** Insights posts (issue P20): every status, last changed first, filtered by status and tag, page by page. */
export function PostsPage() {
  const canWrite = useCan('content:write');
  const canPublish = useCan('content:publish');
  const [remove] = useDeletePost();
  const [archive] = useArchivePost();
  const [archiving, setArchiving] = useState<Post | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useAdminList({
    query: AdminPostsQuery,
    variables: ({ filter, params }) => ({ status: filter || null, tag: params.tag || null }),
    connection: (data) => data.posts,
    row: (node) => getFragmentData(PostsPage_post, node),
    pageSize: POSTS_PAGE_SIZE,
    filters: STATUS_FILTERS,
    params: ['tag'],
    loadFailedToast: MESSAGES.loadFailed,
    remove,
    write: 'content:write',
  });
  const tag = list.params.tag ?? '';
  const filtered = list.filter !== '' || tag !== '';
  const withActions = canWrite || canPublish;

  const actionsOf = (post: Post) => (
    <Flex gap="1">
      {canWrite && (
        <IconButton asChild size="sm" variant="ghost" aria-label={`Edit ${post.title}`} title="Edit">
          <Link to={editPath(post)}>
            <Pencil aria-hidden />
          </Link>
        </IconButton>
      )}
      {canWrite && deletable(post) && (
        <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${post.title}`} title="Delete" onClick={() => list.confirmDelete(post)}>
          <Trash2 aria-hidden />
        </IconButton>
      )}
      {canPublish && archivable(post) && (
        <IconButton size="sm" variant="ghost" aria-label={`Archive ${post.title}`} title="Archive" onClick={() => setArchiving(post)}>
          <Archive aria-hidden />
        </IconButton>
      )}
    </Flex>
  );
  const tagsOf = (post: Post) => (
    <Wrap gap="1">
      {post.tags.map((name) => (
        <Button key={name} size="2xs" variant="subtle" onClick={() => list.setParams({ tag: name })} aria-label={`Show posts tagged ${name}`}>
          {name}
        </Button>
      ))}
    </Wrap>
  );
  const dateOf = (post: Post) => {
    const { label, at } = postDateOf(post);
    return (
      <Text as="span" color="fg.muted" whiteSpace="nowrap">
        {label} <Moment at={at} format={when} />
      </Text>
    );
  };
  const titleOf = (post: Post) => (
    <ChakraLink asChild fontWeight="600" color="fg" _hover={{ color: 'colorPalette.fg' }}>
      <Link to={editPath(post)}>{post.title}</Link>
    </ChakraLink>
  );

  return (
    <>
      <PageHeader
        title="Posts"
        description="Insights articles: write, schedule and publish them to /insights."
        actions={
          canWrite && (
            <Button asChild>
              <Link to="/admin/posts/new">
                <Plus aria-hidden /> New Post
              </Link>
            </Button>
          )
        }
      />
      <Panel>
        <Flex p="4" borderBottomWidth="1px" borderColor="border" justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontWeight="600">{list.countOf('post', 'posts') ?? ' '}</Text>
          <Flex gap="2" wrap="wrap" align="center">
            <StatusFilter list={list} label="Filter posts by status" />
            <TagFilter tag={tag} onChange={(next) => list.setParams({ tag: next })} />
          </Flex>
        </Flex>
        <ListTable
          list={list}
          messages={{ loading: 'Loading posts...', failed: MESSAGES.loadFailed, empty: filtered ? MESSAGES.noMatches : MESSAGES.noPosts }}
          caption="Posts"
          columns={['Title', 'Author', 'Status', 'Date', 'Tags', ...(withActions ? ['Actions'] : [])]}
          cards={(rows) => (
            <RecordList label="Posts">
              {rows.map((post) => (
                <RecordItem
                  key={post.id}
                  summary={
                    <Stack gap="1">
                      {titleOf(post)}
                      <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
                        <ContentStatusBadge status={post.status} />
                        {dateOf(post)}
                        {post.author && <Text color="fg.muted">by {post.author.name}</Text>}
                      </Flex>
                      {tagsOf(post)}
                    </Stack>
                  }
                  actions={withActions && actionsOf(post)}
                />
              ))}
            </RecordList>
          )}
        >
          {(post) => (
            <Table.Row>
              <Table.Cell minW="56">{titleOf(post)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{post.author?.name ?? '—'}</Table.Cell>
              <Table.Cell>
                <ContentStatusBadge status={post.status} />
              </Table.Cell>
              <Table.Cell>{dateOf(post)}</Table.Cell>
              <Table.Cell>{tagsOf(post)}</Table.Cell>
              {withActions && <Table.Cell>{actionsOf(post)}</Table.Cell>}
            </Table.Row>
          )}
        </ListTable>
        <ListPages list={list} summary="range" />
        <DeleteDialog list={list} title="Delete post">
          {() => MESSAGES.confirmDelete}
        </DeleteDialog>
        <ConfirmDialog
          open={archiving !== null}
          title="Archive post"
          confirmLabel="Archive"
          busy={busy}
          onCancel={() => setArchiving(null)}
          onConfirm={async () => {
            if (!archiving) return;
            setBusy(true);
            if (await archive({ id: archiving.id, version: archiving.version })) setArchiving(null);
            setBusy(false);
          }}
        >
          {archiving && CONTENT_SCREEN_MESSAGES.confirmArchive(archiving.title)}
        </ConfirmDialog>
      </Panel>
    </>
  );
}

/** The tag filter: a tag typed (or a row's tag chosen), shown with a way to clear it. */
function TagFilter({ tag, onChange }: { tag: string; onChange(tag: string): void }) {
  const [typed, setTyped] = useState({ text: tag, for: tag });
  if (typed.for !== tag) setTyped({ text: tag, for: tag });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(tagOf(typed.text));
  };
  return (
    <chakra.form onSubmit={submit} display="flex" gap="2" role="search" aria-label="Posts by tag">
      <Input value={typed.text} onChange={(event) => setTyped({ text: event.target.value, for: tag })} placeholder="Tag" maxLength={CONTENT_LIMITS.tagMax} aria-label="Filter posts by tag" w="36" />
      <Button type="submit" variant="outline">
        <Tag aria-hidden /> Filter
      </Button>
      {tag && (
        <IconButton variant="ghost" aria-label={`Clear the tag filter (${tag})`} title="Clear tag" onClick={() => onChange('')}>
          <X aria-hidden />
        </IconButton>
      )}
    </chakra.form>
  );
}
