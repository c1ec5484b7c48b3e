import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../../db/ids.js';
import type { PrincipalKind } from '../../rules/events.js';
import { CONTENT_STATUSES, type ContentStatus, type ContentType } from '../../rules/content.js';
import { AdminEntity } from '../admin/admin.entity.js';

const listOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** What an item holds besides its title and slug: the fields of its kind (a post's summary, images, SEO text), as JSON. */
export type ContentFields = Record<string, unknown>;

/**
 * One piece of the site's content (a post; P20's other kinds join it): its words as the team last
 * saved them, where it stands in publishing, and `version`, which every save must name so two
 * people saving the same item never overwrite each other unseen.
 */
export const ContentItemEntity = defineEntity({
  name: 'ContentItem',
  tableName: 'content_items',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    type: p.text().$type<ContentType>(),
    /** Its page's address under its kind's path (`/insights/<slug>`); unique per kind. */
    slug: p.text(),
    title: p.text(),
    status: p.text().$type<ContentStatus>().default('draft'),
    /** 1 when created, one more on every change; a save naming an older one is refused. */
    version: p.integer().default(1),
    /** Rich text as the editor's JSON (`shared/rich-text`), checked against its schema on every save. */
    body: p.json<unknown>().nullable(),
    fields: p.json<ContentFields>().default('{}'),
    /** Lowercase (`tagOf`); the public list filters by one. */
    tags: p.array().$type<string[]>().defaultRaw("'{}'"),
    /** The media library's images it shows (its kind says where: a post's cover, sharing image and body), for "used by". */
    mediaIds: p.array().$type<string[]>().defaultRaw("'{}'"),
    /** Who wrote it, as the page credits them: a member of the team. */
    author: () => p.manyToOne(AdminEntity).nullable().deleteRule('set null').index(),
    /** When a scheduled item goes live. */
    publishAt: p.datetime().nullable(),
    /** When it was first published (its date on the site); kept through edits, archiving and republishing. */
    publishedAt: p.datetime().nullable(),
    archivedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['type', 'slug'] }],
  indexes: [
    // The public list and the feed: one kind's published items, newest first.
    { properties: ['type', 'status', 'publishedAt', 'id'] },
    // The back office's list: one kind, last changed first.
    { properties: ['type', 'updatedAt', 'id'] },
    // The scheduler's look for what is due.
    { properties: ['status', 'publishAt'] },
  ],
  checks: [{ name: 'content_items_status_check', expression: `status IN (${listOf(CONTENT_STATUSES)})` }],
});
export type ContentItemEntity = InferEntity<typeof ContentItemEntity>;

/**
 * One saved state of an item, written with every change: who made it, when, which fields it
 * changed, and everything it held, so any one can be looked at and restored.
 */
export const ContentRevisionEntity = defineEntity({
  name: 'ContentRevision',
  tableName: 'content_revisions',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    item: () => p.manyToOne(ContentItemEntity).deleteRule('cascade'),
    version: p.integer(),
    title: p.text(),
    slug: p.text(),
    status: p.text().$type<ContentStatus>(),
    body: p.json<unknown>().nullable(),
    fields: p.json<ContentFields>().default('{}'),
    tags: p.array().$type<string[]>().defaultRaw("'{}'"),
    mediaIds: p.array().$type<string[]>().defaultRaw("'{}'"),
    authorId: p.uuid().nullable(),
    publishAt: p.datetime().nullable(),
    /** The fields this revision changed from the one before (all of them for the first). */
    changed: p.array().$type<string[]>().defaultRaw("'{}'"),
    byKind: p.text().$type<PrincipalKind>(),
    /** The admin's or key's username, kept when the account is gone. */
    byName: p.text().nullable(),
    byId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['item', 'version'] }],
});
export type ContentRevisionEntity = InferEntity<typeof ContentRevisionEntity>;

/** An address an item had before its slug changed: asking for it answers 301 to the item's address now. */
export const ContentRedirectEntity = defineEntity({
  name: 'ContentRedirect',
  tableName: 'content_redirects',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    type: p.text().$type<ContentType>(),
    slug: p.text(),
    item: () => p.manyToOne(ContentItemEntity).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['type', 'slug'] }],
});
export type ContentRedirectEntity = InferEntity<typeof ContentRedirectEntity>;
