import { CONTENT_MESSAGES } from '@rules/content';
import { EMPTY_RICH_TEXT } from '@shared/rich-text/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL } from '../../test/graphql';
import { setupUser } from '../../test/user';
import { localDateTimeValue } from '../../ui/dateTimeLocal';
import { adminApolloClient } from '../apollo';
import { AuthProvider } from '../auth/AuthProvider';
import { session } from '../auth/session';
import { PostEditorPage } from './PostEditorPage';

// jsdom lays nothing out: ProseMirror asks where the selection is to scroll it into view (as the editor's own tests fill in).
Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const ME = 'QWRtaW46MQ==';
const POST_ID = 'UG9zdDox';
const BODY = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Lenders look at revenue first.' }] }] };

const post = (fields: object = {}) => ({
  __typename: 'Post',
  id: POST_ID,
  title: 'Growth capital in 2027',
  slug: 'growth-capital-in-2027',
  summary: 'What lenders ask for.',
  body: BODY,
  tags: ['debt'],
  coverImageId: null,
  seoTitle: null,
  seoDescription: null,
  ogImageId: null,
  canonicalUrl: null,
  author: { __typename: 'PostAuthor', id: ME, name: 'rhea' },
  status: 'draft',
  version: 3,
  path: '/insights/growth-capital-in-2027',
  readingMinutes: 1,
  publishAt: null,
  publishedAt: null,
  updatedAt: '2026-12-01T09:30:00.000Z',
  ...fields,
});
const payload = (name: string, fields: object = {}, message = 'Post saved') => ({ data: { [name]: { __typename: 'PostPayload', message, post: post(fields) } } });

/** The editor at `path` for a signed-in member of `role`. */
function setup(path: string, handlers: Parameters<typeof stubGraphQL>[0] = {}, role = 'editor') {
  const graphql = stubGraphQL({
    VerifyToken: () => tokenVerifiedFor(role),
    AdminPost: () => ({ data: { post: post() } }),
    PostRevisions: () => ({ data: { postRevisions: [] } }),
    PostAuthors: () => ({ data: { postAuthors: [{ __typename: 'PostAuthor', id: 'QWRtaW46Mg', name: 'marcus' }, { __typename: 'PostAuthor', id: ME, name: 'rhea' }] } }),
    ...handlers,
  });
  session.store('a-token');
  const element = (
    <AuthProvider>
      <PostEditorPage />
    </AuthProvider>
  );
  const router = renderAdminRoutes(
    [
      { path: '/admin/posts/new', element },
      { path: '/admin/posts/:id/edit', element },
    ],
    { path },
  );
  return { ...graphql, router, user: setupUser() };
}

const titleBox = () => screen.findByRole('textbox', { name: /^Title/ });

describe('writing a new post', () => {
  it('makes the slug from the title, sends every field, and opens the new post at its own address', async () => {
    const { user, variablesOf, router } = setup('/admin/posts/new', { CreatePost: () => payload('createPost', { version: 1 }, 'Post created') });
    fireEvent.change(await titleBox(), { target: { value: 'Growth capital in 2027' } });
    expect((screen.getByRole('textbox', { name: 'Slug' }) as HTMLInputElement).value).toBe('growth-capital-in-2027');
    fireEvent.change(screen.getByRole('textbox', { name: 'Tags' }), { target: { value: 'Debt, growth ,debt' } });
    // The session says who the member is: the post credits them.
    const author = screen.getByRole('combobox', { name: 'Author' }) as HTMLSelectElement;
    await waitFor(() => expect(author.value).toBe(ME));
    // Anyone on the team may be credited.
    await waitFor(() => expect([...author.options].map((option) => option.textContent)).toEqual(['marcus', 'rhea (you)']));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() =>
      expect(variablesOf('CreatePost')).toEqual([
        {
          input: {
            title: 'Growth capital in 2027',
            slug: 'growth-capital-in-2027',
            summary: null,
            body: EMPTY_RICH_TEXT,
            tags: ['debt', 'growth'],
            coverImageId: null,
            ogImageId: null,
            seoTitle: null,
            seoDescription: null,
            canonicalUrl: null,
            authorId: ME,
          },
        },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/posts/${POST_ID}/edit`));
    expect(await screen.findByText('Post created')).toBeTruthy();
  });

  it('shows the server’s message on its field', async () => {
    const taken = CONTENT_MESSAGES.slugTaken('post', 'growth-capital-in-2027');
    const { user } = setup('/admin/posts/new', {
      CreatePost: () => ({ errors: [{ message: taken, extensions: { code: 'CONFLICT', fields: [{ path: 'slug', message: taken }] } }] }),
    });
    fireEvent.change(await titleBox(), { target: { value: 'Growth capital in 2027' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText(taken)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Slug' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the shared rules before sending', async () => {
    const { user, variablesOf } = setup('/admin/posts/new');
    await titleBox();
    fireEvent.change(screen.getByRole('textbox', { name: 'Canonical URL' }), { target: { value: 'http://example.com/first' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText(CONTENT_MESSAGES.titleRequired)).toBeTruthy();
    expect(screen.getByText(CONTENT_MESSAGES.canonicalUrlInvalid)).toBeTruthy();
    expect(variablesOf('CreatePost')).toEqual([]);
  });
});

describe('editing a post', () => {
  it('sends the version it read, and after a save the next change names the new one', async () => {
    const { user, variablesOf } = setup(`/admin/posts/${POST_ID}/edit`, {
      UpdatePost: ({ input }) => payload('updatePost', { title: (input as { title: string }).title, version: 4 }),
      PublishPost: () => payload('publishPost', { title: 'Growth capital, 2027 edition', status: 'published', version: 5, publishedAt: '2026-12-06T11:00:00.000Z' }, 'Post published'),
    });
    fireEvent.change(await titleBox(), { target: { value: 'Growth capital, 2027 edition' } });
    // A saved post's slug is its address: it does not follow the title.
    expect((screen.getByRole('textbox', { name: 'Slug' }) as HTMLInputElement).value).toBe('growth-capital-in-2027');
    await user.click(screen.getByRole('button', { name: 'Save and publish now' }));

    await waitFor(() => expect(variablesOf('PublishPost')).toEqual([{ id: POST_ID, version: 4 }]));
    expect(variablesOf('UpdatePost')[0]).toMatchObject({ input: { id: POST_ID, version: 3, title: 'Growth capital, 2027 edition', slug: 'growth-capital-in-2027', tags: ['debt'], body: BODY } });
    expect(await screen.findByText('Post published')).toBeTruthy();
    const status = screen.getByRole('region', { name: 'Status' });
    await waitFor(() => expect(within(status).getByText('Version 5')).toBeTruthy());
    expect(within(status).getByText('Published')).toBeTruthy();
  });

  it('says that someone else saved since, and keeps what the member typed', async () => {
    const stale = CONTENT_MESSAGES.versionStale('post');
    const { user } = setup(`/admin/posts/${POST_ID}/edit`, {
      UpdatePost: () => ({ errors: [{ message: stale, extensions: { code: 'CONFLICT', fields: [{ path: 'version', message: stale }] } }] }),
    });
    fireEvent.change(await titleBox(), { target: { value: 'My better title' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect((await screen.findByRole('alert')).textContent).toContain(stale);
    expect(((await titleBox()) as HTMLInputElement).value).toBe('My better title');
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
  });

  it('schedules a draft at a time in the future, in the member’s zone', async () => {
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    inTwoDays.setSeconds(0, 0);
    const { user, variablesOf } = setup(`/admin/posts/${POST_ID}/edit`, {
      SchedulePost: ({ publishAt }) => payload('schedulePost', { status: 'scheduled', version: 4, publishAt }, 'Post scheduled'),
    });
    await titleBox();
    const when = screen.getByLabelText('Publish at');
    fireEvent.change(when, { target: { value: localDateTimeValue(new Date(Date.now() - 60_000)) } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(CONTENT_MESSAGES.publishAtPast)).toBeTruthy();
    expect(variablesOf('SchedulePost')).toEqual([]);

    fireEvent.change(when, { target: { value: localDateTimeValue(inTwoDays) } });
    expect(screen.getByText(/^Goes live at /)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(variablesOf('SchedulePost')).toEqual([{ id: POST_ID, version: 3, publishAt: inTwoDays.toISOString() }]));
    expect(await screen.findByText('Post scheduled')).toBeTruthy();
    const status = screen.getByRole('region', { name: 'Status' });
    await waitFor(() => expect(within(status).getByText('Scheduled')).toBeTruthy());
    expect(within(status).getByText(/^Goes live at /)).toBeTruthy();
  });

  it('offers no publishing to a member without content:publish', async () => {
    setup(`/admin/posts/${POST_ID}/edit`, {}, 'viewer');
    await titleBox();
    const status = screen.getByRole('region', { name: 'Status' });
    await within(status).findByText('Version 3');
    expect(within(status).queryByRole('button', { name: /Publish now/ })).toBeNull();
    expect(within(status).queryByRole('button', { name: 'Schedule' })).toBeNull();
    expect(within(status).queryByRole('button', { name: /Save/ })).toBeNull();
    expect(within(status).getByRole('button', { name: 'Preview' })).toBeTruthy();
  });

  it('lists the revisions, and restores one after asking, the form taking its words', async () => {
    const { user, variablesOf } = setup(`/admin/posts/${POST_ID}/edit`, {
      PostRevisions: () => ({
        data: {
          postRevisions: [
            { __typename: 'ContentRevision', id: 'rev-3', version: 3, title: 'Growth capital in 2027', status: 'draft', changed: ['title'], byKind: 'admin', byName: 'marcus', createdAt: '2026-12-02T10:00:00.000Z' },
            { __typename: 'ContentRevision', id: 'rev-1', version: 1, title: 'Growth capital', status: 'draft', changed: ['title', 'slug', 'body'], byKind: 'admin', byName: 'rhea', createdAt: '2026-12-01T09:00:00.000Z' },
          ],
        },
      }),
      RestorePostRevision: () => payload('restorePostRevision', { title: 'Growth capital', version: 4 }, 'Revision restored: the post now holds it as a new version'),
    });
    const revisions = await screen.findByRole('region', { name: 'Revisions' });
    expect((await within(revisions).findByText('Version 3 · Draft (current)')).closest('li')?.textContent).toContain('marcus');
    expect(within(revisions).getByText('Changed: title')).toBeTruthy();
    expect(within(revisions).queryByRole('button', { name: 'Restore version 3' })).toBeNull();

    await user.click(within(revisions).getByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(variablesOf('RestorePostRevision')).toEqual([{ id: POST_ID, version: 3, revisionId: 'rev-1' }]));
    await waitFor(async () => expect(((await titleBox()) as HTMLInputElement).value).toBe('Growth capital'));
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const { user, router } = setup(`/admin/posts/${POST_ID}/edit`);
    fireEvent.change(await titleBox(), { target: { value: 'Half-written title' } });
    await user.click(screen.getByRole('link', { name: 'Back to Posts' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Your changes to this form have not been saved and will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(`/admin/posts/${POST_ID}/edit`);
    expect(((await titleBox()) as HTMLInputElement).value).toBe('Half-written title');
  });
});
