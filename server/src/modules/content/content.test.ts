import { describe, expect, it } from 'vitest';
import { EventEntity } from '../../db/events.entity.js';
import { ACCESS_MESSAGES } from '../../rules/access.js';
import { CONTENT_MESSAGES } from '../../rules/content.js';
import { RICH_TEXT_MESSAGES } from '../../rules/rich-text.js';
import { createServices, createSharedState } from '../../services.js';
import { toGlobalId } from '../../graphql/relay.js';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';
import { AREAS } from '../index.js';
import { MEDIA_MESSAGES } from '../../rules/media.js';
import { kindRequests } from '../../test/content-kinds.js';
import { jpegOf, mediaUpload } from '../../test/images.js';

const t = useTestApp({ admin: true });

const STRONG = 'Str0ng!pass-phrase';
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const BODY = { type: 'doc', content: [paragraph('Invoice discounting closes in days, not weeks.')] };
const POST = { title: 'Working capital in 2027', summary: 'What each option costs.', tags: ['Debt', 'working capital'], body: BODY };

interface PostData {
  _id: string;
  slug: string;
  title: string;
  status: string;
  version: number;
  html: string;
  tags: string[];
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = t.admin) =>
  t.app.inject({ method, url, payload, headers });
const create = async (post: object = POST) => {
  const response = await call('POST', '/api/admin/posts', post);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: PostData }>().data;
};
const act = async (id: string, action: string, payload: object) => call('POST', `/api/admin/posts/${id}/${action}`, payload);
const published = async (post: object = POST) => {
  const draft = await create(post);
  const response = await act(draft._id, 'publish', { version: draft.version });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PostData }>().data;
};
/** A member with `role`, made by the fixture's Owner, signed in. */
const member = async (role: string) => {
  const username = `the.${role}`;
  expect((await call('POST', '/api/admin/create-admin', { username, password: STRONG, role })).statusCode).toBe(201);
  const token = (await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password: STRONG } })).json<{ token: string }>().token;
  return { authorization: `Bearer ${token}` };
};
const visitorPost = (slug: string) => graphql<{ post: { title: string; html: string } }>(t.app, 'query($slug: String!) { post(slug: $slug) { title html } }', { slug });
const servicesNow = () => createServices(t.orm.em.fork(), t.dependencies, createSharedState(t.dependencies), AREAS);

describe('writing and publishing a post', () => {
  it('keeps a new post a draft, out of sight of visitors, until it is published', async () => {
    const draft = await create();
    expect(draft).toMatchObject({ slug: 'working-capital-in-2027', status: 'draft', version: 1, tags: ['debt', 'working capital'] });
    expect((await visitorPost(draft.slug)).body.errors?.[0]).toMatchObject({ message: 'Post not found', extensions: { code: 'NOT_FOUND' } });

    const response = await act(draft._id, 'publish', { version: 1 });
    expect(response.json()).toMatchObject({ success: true, message: 'Post published', data: { status: 'published', version: 2 } });
    const { body } = await visitorPost(draft.slug);
    expect(body.data?.post).toEqual({ title: 'Working capital in 2027', html: '<p>Invoice discounting closes in days, not weeks.</p>' });
  });

  it('lists published posts in the feed and the sitemap, newest first, and drafts in neither', async () => {
    await published({ ...POST, title: 'First of two' });
    await published({ ...POST, title: 'Second of two' });
    await create({ ...POST, title: 'Not yet' });
    const feed = await t.app.inject({ method: 'GET', url: '/insights/feed.xml' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const titles = [...feed.body.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1]);
    expect(titles).toEqual(['Second of two', 'First of two']);
    expect(feed.body).toContain(`<guid isPermaLink="true">${t.config.publicUrl}/insights/second-of-two</guid>`);
    expect(feed.body).toContain('<content:encoded>&#60;p&#62;Invoice discounting closes in days, not weeks.&#60;/p&#62;</content:encoded>');
  });

  it('pages the public list by cursor and filters it by tag', async () => {
    for (const title of ['One', 'Two', 'Three']) await published({ ...POST, title, tags: title === 'Two' ? ['equity'] : ['debt'] });
    const query = 'query($after: String, $tag: String) { posts(first: 1, after: $after, tag: $tag) { edges { node { title } } pageInfo { hasNextPage endCursor } } postTags }';
    type Page = { posts: { edges: { node: { title: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } }; postTags: string[] };
    const first = (await graphql<Page>(t.app, query, { tag: 'debt' })).body.data;
    expect(first?.posts.edges.map((edge) => edge.node.title)).toEqual(['Three']);
    expect(first?.postTags).toEqual(['debt', 'equity']);
    const second = (await graphql<Page>(t.app, query, { tag: 'Debt', after: first?.posts.pageInfo.endCursor })).body.data;
    expect(second?.posts.edges.map((edge) => edge.node.title)).toEqual(['One']);
    expect(second?.posts.pageInfo.hasNextPage).toBe(false);
  });
});

describe('two people saving the same post', () => {
  it('tells the second that someone saved first, and keeps the first one’s words', async () => {
    const { _id } = await create();
    const first = await call('PUT', `/api/admin/posts/${_id}`, { ...POST, version: 1, title: 'Working capital, revised by Asha' });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', `/api/admin/posts/${_id}`, { ...POST, version: 1, title: 'Working capital, revised by Vikram' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, message: CONTENT_MESSAGES.versionStale('post') });
    expect((await call('GET', `/api/admin/posts/${_id}`)).json<{ data: PostData }>().data).toMatchObject({ title: 'Working capital, revised by Asha', version: 2 });
  });
});

describe('addresses', () => {
  it('refuses a slug another post has, by its address', async () => {
    await create();
    const response = await call('POST', '/api/admin/posts', { ...POST, slug: 'working-capital-in-2027' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Another post already uses the address /insights/working-capital-in-2027: choose another slug' });
  });

  it('gives a second post of the same title a slug of its own', async () => {
    await create();
    expect((await create()).slug).toBe('working-capital-in-2027-2');
  });

  it('answers the old address of a renamed post with 301 to the new one, and keeps the old slug taken', async () => {
    const post = await published();
    const renamed = await call('PUT', `/api/admin/posts/${post._id}`, { ...POST, version: post.version, slug: 'working-capital-guide' });
    expect(renamed.statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: '/insights/working-capital-in-2027?utm_source=newsletter' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/insights/working-capital-guide?utm_source=newsletter');
    const taken = await call('POST', '/api/admin/posts', { ...POST, title: 'Another', slug: 'working-capital-in-2027' });
    expect(taken.statusCode).toBe(409);
  });

  it('finds no post by the id of another kind of content, even one the request has read already', async () => {
    const faq = await kindRequests(t).create('faqs', { question: 'Can I raise debt and equity at once?', answer: ['Yes: one profile is matched against both.'] });
    const response = await call('GET', `/api/admin/posts/${faq._id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Post not found' });
    const services = servicesNow();
    await services.content.get('faq', faq._id, 'admin');
    await expect(services.content.get('post', faq._id, 'admin')).rejects.toThrow('Post not found');
  });
});

describe('scheduling', () => {
  it('refuses a time in the past and changes nothing', async () => {
    const { _id } = await create();
    const response = await act(_id, 'schedule', { version: 1, publishAt: new Date(Date.now() - 60_000).toISOString() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: CONTENT_MESSAGES.publishAtPast });
    expect((await call('GET', `/api/admin/posts/${_id}`)).json<{ data: PostData }>().data).toMatchObject({ status: 'draft', version: 1 });
  });

  it('publishes a scheduled post once its time has come, once, however many servers look at once', async () => {
    const { _id, slug } = await create();
    const publishAt = new Date(Date.now() + 60_000);
    expect((await act(_id, 'schedule', { version: 1, publishAt: publishAt.toISOString() })).json()).toMatchObject({ data: { status: 'scheduled' } });
    expect(await servicesNow().content.publishDue(new Date(publishAt.getTime() - 1_000))).toBe(0);
    expect((await visitorPost(slug)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const after = new Date(publishAt.getTime() + 1_000);
    const counts = await Promise.all([servicesNow().content.publishDue(after), servicesNow().content.publishDue(after), servicesNow().content.publishDue(after)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await visitorPost(slug)).body.data?.post.title).toBe('Working capital in 2027');
    const events = await t.orm.em.fork().find(EventEntity, { type: 'content.published' });
    expect(events).toEqual([expect.objectContaining({ subjectId: _id, principalKind: 'system' })]);
  });
});

describe('preview links', () => {
  it('show a draft to whoever holds the link for 24 hours, and nothing for an altered or expired one', async () => {
    const { _id } = await create();
    const link = (await call('POST', `/api/admin/posts/${_id}/preview-link`)).json<{ data: { url: string; expiresAt: string } }>().data;
    expect(link.url).toMatch(new RegExp(`^${t.config.publicUrl}/preview/post/[0-9a-f-]{36}\\.\\d+\\.[A-Za-z0-9_-]+$`));
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const token = link.url.split('/').at(-1) ?? '';
    const preview = (value: string) => graphql<{ postPreview: { title: string; status: string } }>(t.app, 'query($token: String!) { postPreview(token: $token) { title status } }', { token: value });
    expect((await preview(token)).body.data?.postPreview).toEqual({ title: 'Working capital in 2027', status: 'draft' });
    expect((await preview(`${token.slice(0, -2)}xx`)).body.errors?.[0]?.message).toBe(CONTENT_MESSAGES.previewInvalid);
    await expect(servicesNow().content.previewed('post', token, Date.now() + 25 * 3_600_000)).rejects.toThrow(CONTENT_MESSAGES.previewExpired);
  });
});

describe('what a body may hold', () => {
  const refused = async (body: object) => {
    const response = await call('POST', '/api/admin/posts', { ...POST, body });
    expect(response.statusCode).toBe(400);
    return response.json<{ message: string }>().message;
  };

  it('refuses a javascript: link, a script node and an on* attribute, saving nothing', async () => {
    const link = (href: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Click', marks: [{ type: 'link', attrs: { href } }] }] }] });
    expect(await refused(link('javascript:alert(1)'))).toBe(RICH_TEXT_MESSAGES.at(RICH_TEXT_MESSAGES.linkScheme('javascript:'), 'content[0].content[0].marks[0]'));
    expect(await refused(link('JaVaScRiPt:alert(1)'))).toMatch(/javascript: addresses are not allowed/);
    expect(await refused({ type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }] })).toMatch(/script/);
    expect(await refused({ type: 'doc', content: [{ type: 'paragraph', attrs: { onclick: 'alert(1)' } }] })).toMatch(/onclick/);
    expect((await call('GET', '/api/admin/posts')).json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('shows markup typed as text as text', async () => {
    const post = await published({ ...POST, body: { type: 'doc', content: [paragraph('<script>alert(1)</script><img src=x onerror=alert(1)>')] } });
    expect(post.html).toBe('<p>&#60;script&#62;alert(1)&#60;/script&#62;&#60;img src=x onerror=alert(1)&#62;</p>');
  });
});

describe('revisions', () => {
  it('keeps who saved each version and which fields it changed, and restores one as a new version', async () => {
    const { _id } = await create();
    await call('PUT', `/api/admin/posts/${_id}`, { ...POST, version: 1, title: 'Working capital in 2028' });
    const revisions = (await call('GET', `/api/admin/posts/${_id}/revisions`)).json<{ data: { _id: string; version: number; title: string; changed: string[]; byName: string }[] }>().data;
    expect(revisions.map(({ version, title, changed, byName }) => ({ version, title, changed, byName }))).toEqual([
      { version: 2, title: 'Working capital in 2028', changed: ['title'], byName: 'test.admin' },
      { version: 1, title: 'Working capital in 2027', changed: ['title', 'slug', 'body', 'fields', 'tags', 'authorId'], byName: 'test.admin' },
    ]);
    const restored = await act(_id, 'restore', { version: 2, revisionId: revisions[1]?._id });
    expect(restored.json()).toMatchObject({ message: CONTENT_MESSAGES.restored('post'), data: { title: 'Working capital in 2027', version: 3, authorName: 'test.admin' } });
  });

  it('deletes a draft, and archives rather than deletes what the site has shown', async () => {
    const draft = await create();
    expect((await call('DELETE', `/api/admin/posts/${draft._id}`)).json()).toMatchObject({ success: true, message: 'Post deleted' });
    const post = await published();
    const refusal = await call('DELETE', `/api/admin/posts/${post._id}`);
    expect(refusal.statusCode).toBe(400);
    expect(refusal.json()).toMatchObject({ message: CONTENT_MESSAGES.deleteOnlyDrafts });
  });
});

describe('who may do what', () => {
  it('lets an Editor write and publish, and refuses a Viewer by name of what it may not do', async () => {
    const editor = await member('editor');
    const written = await call('POST', '/api/admin/posts', POST, editor);
    expect(written.statusCode).toBe(201);
    const { _id } = written.json<{ data: PostData }>().data;
    expect((await call('POST', `/api/admin/posts/${_id}/publish`, { version: 1 }, editor)).statusCode).toBe(200);

    const viewer = await member('viewer');
    expect((await call('GET', `/api/admin/posts/${_id}`, undefined, viewer)).statusCode).toBe(200);
    const refused = await call('PUT', `/api/admin/posts/${_id}`, { ...POST, version: 2, title: 'Changed by a viewer' }, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: ACCESS_MESSAGES.forbidden('content:write') });
  });
});

describe('images of the media library in a post', () => {
  const uploaded = async (fileName: string, alt?: string) => {
    const request = mediaUpload(fileName, await jpegOf(800, 450), alt);
    const response = await t.app.inject({ method: 'POST', url: request.url, payload: request.payload, headers: { ...request.headers, ...t.admin } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { _id: string } }>().data._id;
  };
  const withImage = (mediaId: string) => ({ type: 'doc', content: [paragraph('Before the chart.'), { type: 'image', attrs: { mediaId, alt: 'Loan book by sector', caption: null } }] });

  it('refuses an image without alt text, by its name, and shows one with it as a picture of the library', async () => {
    const bare = await uploaded('chart.jpg');
    const refusal = await call('POST', '/api/admin/posts', { ...POST, coverImageId: bare });
    expect(refusal.statusCode).toBe(400);
    expect(refusal.json()).toMatchObject({ message: MEDIA_MESSAGES.altRequired('chart.jpg') });

    const described = await uploaded('sectors.jpg', 'Bar chart of the loan book by sector');
    const post = await published({ ...POST, coverImageId: described, body: withImage(described) });
    expect(post.html).toMatch(new RegExp(`^<p>Before the chart[.]</p><figure><picture><source type="image/avif" srcset="/media/${described}/`));
    expect(post.html).toContain('alt="Loan book by sector" width="800" height="450" loading="lazy"');
    expect(post).toMatchObject({ coverImage: { id: described, alt: 'Bar chart of the loan book by sector', width: 800, height: 450 } });
  });

  it('refuses to restore a revision whose image was since deleted from the library, naming its field, and changes nothing', async () => {
    const cover = await uploaded('harbour.jpg', 'The harbour at dawn');
    const chart = await uploaded('chart.jpg', 'Loan book by sector');
    const { _id } = await create({ ...POST, coverImageId: cover, body: withImage(chart) });
    // The images leave the post, then the library.
    const saved = await call('PUT', `/api/admin/posts/${_id}`, { ...POST, version: 1, title: 'Working capital, without pictures' });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const image of [cover, chart]) expect((await call('DELETE', `/api/admin/media/${image}`)).statusCode).toBe(200);
    const first = (await call('GET', `/api/admin/posts/${_id}/revisions`)).json<{ data: { _id: string; version: number }[] }>().data.find((revision) => revision.version === 1);

    const refusal = await act(_id, 'restore', { version: 2, revisionId: first?._id });
    expect(refusal.statusCode).toBe(400);
    expect(refusal.json()).toMatchObject({
      message: CONTENT_MESSAGES.revisionImageMissing('post', 'Cover image'),
      errors: [
        { path: 'revisionId', msg: CONTENT_MESSAGES.revisionImageMissing('post', 'Cover image') },
        { path: 'revisionId', msg: CONTENT_MESSAGES.revisionImageMissing('post', 'Body') },
      ],
    });
    expect(CONTENT_MESSAGES.revisionImageMissing('post', 'Cover image')).toBe(
      'The image in Cover image of this revision is no longer in the media library, so nothing was restored: copy what you need from the revision into the post and choose another image.',
    );
    expect((await call('GET', `/api/admin/posts/${_id}`)).json()).toMatchObject({ data: { title: 'Working capital, without pictures', version: 2, coverImageId: null } });
    expect(await t.orm.em.fork().count(EventEntity, { type: 'content.restored' })).toBe(0);

    // Through GraphQL, the same words.
    const { body } = await graphql(t.app, 'mutation($input: RestorePostRevisionInput!) { restorePostRevision(input: $input) { message } }', { input: { id: toGlobalId('Post', _id), version: 2, revisionId: first?._id } }, t.admin);
    expect(body.errors?.[0]).toMatchObject({ message: CONTENT_MESSAGES.revisionImageMissing('post', 'Cover image'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('lists the post where the image is used, and refuses to delete the image while it is', async () => {
    const image = await uploaded('team.jpg', 'The Finmesh team in Bengaluru');
    const { _id } = await published({ ...POST, body: withImage(image) });
    const refusal = await call('DELETE', `/api/admin/media/${image}`);
    expect(refusal.statusCode).toBe(409);
    expect(refusal.json()).toMatchObject({ message: MEDIA_MESSAGES.inUse('team.jpg', ['Insights post “Working capital in 2027”']) });
    expect((await call('GET', `/api/admin/media/${image}`)).json()).toMatchObject({ data: { usedBy: [{ subjectId: _id, href: `/admin/posts/${_id}/edit` }] } });
  });
});
