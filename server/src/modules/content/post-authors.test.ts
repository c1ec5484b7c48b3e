import { describe, expect, it } from 'vitest';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';

/**
 * Whom a post may credit (issue P20): the post editor's Author choice. Whoever writes posts (an
 * Editor) reads the team's names without `team:manage`; only active accounts are offered.
 */
const t = useTestApp({ admin: true });

const STRONG = 'Str0ng!pass-phrase';
type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });

async function signedInAs(role: string, username: string): Promise<Headers> {
  expect((await post('/api/admin/create-admin', { username, password: STRONG, role }, t.admin)).statusCode).toBe(201);
  return { authorization: `Bearer ${(await post('/api/admin/login', { username, password: STRONG })).json<{ token: string }>().token}` };
}

const AUTHORS = '{ postAuthors { id name } }';

describe('the authors a post may credit', () => {
  it('are the active team members by name, for an Editor, and one of them can be credited', async () => {
    const editor = await signedInAs('editor', 'rhea.editor');
    await signedInAs('viewer', 'arjun.viewer');
    await signedInAs('sales', 'zoe.gone');
    await t.orm.em.getConnection().execute(`update admins set status = 'deactivated' where username = 'zoe.gone'`);

    const { body } = await graphql<{ postAuthors: { id: string; name: string }[] }>(t.app, AUTHORS, {}, editor);
    expect(body.errors).toBeUndefined();
    expect(body.data?.postAuthors.map((author) => author.name)).toEqual(['arjun.viewer', 'rhea.editor', 'test.admin']);

    const arjun = body.data?.postAuthors.find((author) => author.name === 'arjun.viewer');
    const created = await graphql<{ createPost: { post: { author: { id: string; name: string } } } }>(
      t.app,
      'mutation($input: CreatePostInput!) { createPost(input: $input) { post { author { id name } } } }',
      { input: { title: 'Credited', body: { type: 'doc', content: [{ type: 'paragraph' }] }, authorId: arjun?.id } },
      editor,
    );
    expect(created.body.data?.createPost.post.author).toEqual(arjun);
  });

  it('are refused to whoever may not write posts', async () => {
    const viewer = await signedInAs('viewer', 'arjun.viewer');
    const { body } = await graphql(t.app, AUTHORS, {}, viewer);
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(body.errors?.[0]?.message).toBe('You do not have permission to change the site’s content.');
  });
});
