import { expect } from 'vitest';
import type { EntityManager } from '../db/orm.js';
import { ContentItemEntity } from '../modules/content/content.entity.js';
import { FIRST_RUN_SECTIONS, SECTION_KIND } from '../rules/content-kinds.js';
import type { TestFixture } from './fixture.js';
import { jpegOf, mediaUpload } from './images.js';

/** An item of a declared content kind as REST answers it: the content columns and its fields by name. */
export interface KindItemData {
  _id: string;
  slug: string;
  status: string;
  version: number;
  position: number;
  [field: string]: unknown;
}

/** A declared kind's REST calls (`/api/admin/<rest>`), made as the fixture's admin unless other headers are given. */
export function kindRequests(t: TestFixture) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = t.admin) => t.app.inject({ method, url, payload, headers });
  /** A new draft, which must be created. */
  const create = async (rest: string, item: object) => {
    const response = await call('POST', `/api/admin/${rest}`, item);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: KindItemData }>().data;
  };
  /** The item published from the version given, which must succeed. */
  const publish = async (rest: string, item: KindItemData) => {
    const response = await call('POST', `/api/admin/${rest}/${item._id}/publish`, { version: item.version });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: KindItemData }>().data;
  };
  /** A JPEG of `width` x `height` uploaded to the media library, described when `alt` is given: its id. */
  const uploaded = async (fileName: string, alt?: string, [width, height] = [400, 200]) => {
    const request = mediaUpload(fileName, await jpegOf(width, height), alt);
    const response = await t.app.inject({ method: 'POST', url: request.url, payload: request.payload, headers: { ...request.headers, ...t.admin } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { _id: string } }>().data._id;
  };
  return { call, create, publish, uploaded };
}

/**
 * The first run's page texts, published, as the migration adds them (the fixture empties every
 * table before each test, and no API makes one: they are the pages' own places). Their ids by slug.
 */
export async function addPageSections(em: EntityManager): Promise<Record<string, string>> {
  const items = FIRST_RUN_SECTIONS.map(({ slug, values }, position) => {
    const fields: Record<string, unknown> = { position, ...Object.fromEntries(SECTION_KIND.fields.map((field) => [field.name, values[field.name] ?? null])) };
    return em.create(ContentItemEntity, { type: 'section', slug, title: values.title as string, status: 'published', body: null, fields, publishedAt: new Date() });
  });
  await em.flush();
  return Object.fromEntries(items.map((item) => [item.slug, item.id]));
}
