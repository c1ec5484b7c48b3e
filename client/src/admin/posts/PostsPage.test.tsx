import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL } from '../../test/graphql';
import { setupUser } from '../../test/user';
import { adminApolloClient } from '../apollo';
import { AuthProvider } from '../auth/AuthProvider';
import { session } from '../auth/session';
import { POSTS_MESSAGES, PostsPage } from './PostsPage';

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const post = (id: string, fields: object) => ({
  __typename: 'Post',
  id,
  title: 'Untitled',
  slug: id.toLowerCase(),
  status: 'draft',
  version: 1,
  tags: [],
  author: { __typename: 'PostAuthor', id: 'QWRtaW46MQ', name: 'rhea' },
  publishAt: null,
  publishedAt: null,
  updatedAt: '2026-12-01T09:30:00.000Z',
  ...fields,
});
const PUBLISHED = post('UG9zdDox', { title: 'Growth capital in 2027', status: 'published', version: 4, tags: ['debt', 'growth'], publishedAt: '2026-11-20T08:00:00.000Z' });
const DRAFT = post('UG9zdDoy', { title: 'Revenue-based finance, explained', tags: ['rbf'] });
const SCHEDULED = post('UG9zdDoz', { title: 'Closing a Series A', status: 'scheduled', version: 2, publishAt: '2027-01-05T03:30:00.000Z', author: null });

const connection = (nodes: readonly object[]) => ({
  __typename: 'PostConnection',
  totalCount: nodes.length,
  totalCountIsExact: true,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false },
  edges: nodes.map((node) => ({ __typename: 'PostEdge', node })),
});

/** The Posts screen of a signed-in member of `role`, the list answering by its status filter. */
function setup(role = 'editor', handlers: Parameters<typeof stubGraphQL>[0] = {}) {
  const graphql = stubGraphQL({
    VerifyToken: () => tokenVerifiedFor(role),
    AdminPosts: (variables) => ({ data: { posts: connection([PUBLISHED, DRAFT, SCHEDULED].filter((row) => !variables.status || row.status === variables.status)) } }),
    ...handlers,
  });
  session.store('a-token');
  const router = renderAdminRoutes(
    [
      {
        path: '/admin/posts',
        element: (
          <AuthProvider>
            <PostsPage />
          </AuthProvider>
        ),
      },
    ],
    { path: '/admin/posts' },
  );
  return { ...graphql, router, user: setupUser() };
}

const rowOf = async (title: string) => (await within(await screen.findByRole('table', { name: 'Posts' })).findByRole('link', { name: title })).closest('tr') as HTMLElement;

describe('the Posts list', () => {
  it('shows each post with its author, status, date and tags, its title linking to its editor', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Posts' });
    await within(table).findByRole('link', { name: 'Growth capital in 2027' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Author', 'Status', 'Date', 'Tags', 'Actions']);
    const published = await rowOf('Growth capital in 2027');
    expect(within(published).getByRole('link', { name: 'Growth capital in 2027' }).getAttribute('href')).toBe('/admin/posts/UG9zdDox/edit');
    expect(published.textContent).toContain('rhea');
    expect(published.textContent).toContain('Published');
    expect(published.textContent).toContain('Published 20 Nov 2026');
    expect(within(published).getByRole('button', { name: 'Show posts tagged debt' })).toBeTruthy();
    const scheduled = await rowOf('Closing a Series A');
    expect(scheduled.textContent).toContain('Goes live');
    expect(scheduled.textContent).toContain('—');
    expect(screen.getByText('3 posts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Post' }).getAttribute('href')).toBe('/admin/posts/new');
  });

  it('offers Delete for a draft that never went live (asking first) and Archive for a published post', async () => {
    const { user, variablesOf } = setup('editor', { DeletePost: () => ({ data: { deletePost: { __typename: 'DeletePostPayload', message: 'Post deleted', deletedId: DRAFT.id } } }) });
    const draft = await rowOf('Revenue-based finance, explained');
    expect(within(draft).queryByRole('button', { name: /^Archive/ })).toBeNull();
    const published = await rowOf('Growth capital in 2027');
    expect(within(published).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(published).getByRole('button', { name: 'Archive Growth capital in 2027' })).toBeTruthy();

    await user.click(within(draft).getByRole('button', { name: 'Delete Revenue-based finance, explained' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(POSTS_MESSAGES.confirmDelete);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(variablesOf('DeletePost')).toEqual([{ id: DRAFT.id }]));
  });

  it('filters by status through the address, and asks the server for that status', async () => {
    const { user, variablesOf, router } = setup();
    await rowOf('Growth capital in 2027');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter posts by status' }), 'Scheduled');
    await waitFor(() => expect(router.state.location.search).toBe('?status=scheduled'));
    await waitFor(() => expect(variablesOf('AdminPosts').at(-1)).toEqual({ status: 'scheduled', tag: null, first: 20, offset: 0 }));
    const table = await screen.findByRole('table', { name: 'Posts' });
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Growth capital in 2027' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'Closing a Series A' })).toBeTruthy();
  });

  it('filters by a row’s tag', async () => {
    const { user, variablesOf, router } = setup();
    const published = await rowOf('Growth capital in 2027');
    await user.click(within(published).getByRole('button', { name: 'Show posts tagged growth' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tag=growth'));
    await waitFor(() => expect(variablesOf('AdminPosts').at(-1)).toEqual({ status: null, tag: 'growth', first: 20, offset: 0 }));
    expect((screen.getByRole('textbox', { name: 'Filter posts by tag' }) as HTMLInputElement).value).toBe('growth');
  });

  it('shows a Viewer the list without New Post or any change', async () => {
    setup('viewer');
    const published = await rowOf('Growth capital in 2027');
    expect(
      within(published)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Show posts tagged debt', 'Show posts tagged growth']);
    expect(within(published).queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(within(published).queryByRole('button', { name: /^Archive/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New Post' })).toBeNull();
  });
});
