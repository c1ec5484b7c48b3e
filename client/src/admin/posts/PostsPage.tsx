import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SAMPLE_POSTS, type SamplePost } from '../sample-content';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DataTable } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';

export const POSTS_MESSAGES = { confirmDelete: 'Are you sure you want to delete this post?' } as const;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Static sample posts (spec): deleting asks first and removes the post from this page only. */
export function PostsPage() {
  const [posts, setPosts] = useState<readonly SamplePost[]>(SAMPLE_POSTS);
  const [deleting, setDeleting] = useState<SamplePost | null>(null);

  return (
    <>
      <PageHeader
        title="Posts"
        sample
        description="Sample articles of the Finmesh blog."
        actions={
          <Button asChild>
            <Link to="/admin/posts/new">
              <Plus aria-hidden /> New Post
            </Link>
          </Button>
        }
      />
      <Panel>
        <DataTable caption="Posts" columns={['Title', 'Author', 'Date', 'Status', 'Views', 'Actions']}>
          {posts.map((post) => (
            <Table.Row key={post.id}>
              <Table.Cell fontWeight="600" minW="64">
                {post.title}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{post.author}</Table.Cell>
              <Table.Cell whiteSpace="nowrap" color="fg.muted">
                {dateFormat.format(new Date(post.date))}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={post.status === 'Published' ? 'green' : 'orange'}>{post.status}</Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">{post.views.toLocaleString('en-US')}</Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(post)} aria-label={`Delete ${post.title}`}>
                  <Trash2 aria-hidden /> Delete
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
        {posts.length === 0 && (
          <Text textAlign="center" color="fg.muted" py="10">
            No posts.
          </Text>
        )}
      </Panel>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete post"
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          setPosts((current) => current.filter((post) => post.id !== deleting?.id));
          setDeleting(null);
        }}
      >
        {POSTS_MESSAGES.confirmDelete}
      </ConfirmDialog>
    </>
  );
}
