import type { Migration } from '@mikro-orm/migrations';
import { FIRST_RUN_ROWS, type ContentKind, type FirstRunItem } from '../../rules/content-kinds.js';

/** A text as an SQL literal (standard strings: only the quote is doubled). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A kind's first-run rows (`FIRST_RUN_ROWS`, the site's text before it could be edited) as the
 * migration that brings the kind adds them: published, in the order the site showed them
 * (`position`, and first published a second apart so that order agrees too), each with its first
 * revision (by the system). A `richText` field's document goes in `body`. Not demo content: a site
 * started without demo content shows them too. Rows a later migration adds to a kind (`rows`) go
 * after the `after` it already had. The `content` topic's triggers
 * (Migration20261206150000_ContentItems) tell every server when they change.
 */
export function addFirstRunRows(migration: Migration, kind: ContentKind, rows: readonly FirstRunItem[] = FIRST_RUN_ROWS[kind.type], after = 0): void {
  const richText = kind.fields.find((field) => field.type === 'richText');
  const stored = kind.fields.filter((field) => field !== richText);
  rows.forEach(({ slug, values }, position) => {
    const title = values[kind.title.name] as string;
    const fields = literal(JSON.stringify({ position: after + position, ...Object.fromEntries(stored.map((field) => [field.name, values[field.name] ?? null])) }));
    const body = richText && values[richText.name] ? `${literal(JSON.stringify(values[richText.name]))}::jsonb` : 'null';
    const changed = ['title', 'slug', ...(body === 'null' ? [] : ['body']), 'fields', 'status'].map(literal).join(', ');
    const at = `now() - interval '${rows.length - position} seconds'`;
    migration.addSql(
      `with item as (
         insert into "content_items" ("id", "type", "slug", "title", "status", "version", "body", "fields", "tags", "published_at", "created_at", "updated_at")
         values (finmesh_uuid_v7(), ${literal(kind.type)}, ${literal(slug)}, ${literal(title)}, 'published', 1, ${body}, ${fields}::jsonb, '{}', ${at}, ${at}, ${at})
         returning "id", "title", "slug", "body", "fields", "created_at")
       insert into "content_revisions" ("id", "item_id", "version", "title", "slug", "status", "body", "fields", "tags", "changed", "by_kind", "by_name", "created_at")
       select finmesh_uuid_v7(), "id", 1, "title", "slug", 'published', "body", "fields", '{}', array[${changed}], 'system', null, "created_at" from item;`,
    );
  });
}

/** Takes a kind's items away again (a migration's `down`). */
export function removeKindRows(migration: Migration, kinds: readonly ContentKind[]): void {
  migration.addSql(`delete from "content_items" where "type" in (${kinds.map((kind) => literal(kind.type)).join(', ')});`);
}
