import { FIRST_RUN_ROWS, type ContentKind } from '../../rules/content-kinds.js';

/** A text as an SQL literal (standard strings: only the quote is doubled). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The statements that make `kinds`' first-run rows (`FIRST_RUN_ROWS`): each item published, in the
 * order the site showed them (`position`), with its first revision (by the system). Each kind's
 * first-run migration runs them for its own kinds, so a kind declared later never lands twice.
 */
export function firstRunRowsSql(kinds: readonly ContentKind[]): string[] {
  return kinds.flatMap((kind) =>
    FIRST_RUN_ROWS[kind.type].map(({ slug, values }, position) => {
      const title = values[kind.title.name] as string;
      const fields = literal(JSON.stringify({ position, ...Object.fromEntries(kind.fields.map((field) => [field.name, values[field.name] ?? null])) }));
      // Published a second apart, so "first published" agrees with the order too.
      const at = `now() - interval '${FIRST_RUN_ROWS[kind.type].length - position} seconds'`;
      return `with item as (
             insert into "content_items" ("id", "type", "slug", "title", "status", "version", "body", "fields", "tags", "published_at", "created_at", "updated_at")
             values (finmesh_uuid_v7(), ${literal(kind.type)}, ${literal(slug)}, ${literal(title)}, 'published', 1, null, ${fields}::jsonb, '{}', ${at}, ${at}, ${at})
             returning "id", "title", "slug", "fields", "created_at")
           insert into "content_revisions" ("id", "item_id", "version", "title", "slug", "status", "body", "fields", "tags", "changed", "by_kind", "by_name", "created_at")
           select finmesh_uuid_v7(), "id", 1, "title", "slug", 'published', null, "fields", '{}', array['title', 'slug', 'fields', 'status'], 'system', null, "created_at" from item;`;
    }),
  );
}

/** Takes `kinds`' items away again (the first-run migrations' `down`). */
export function firstRunRowsDownSql(kinds: readonly ContentKind[]): string {
  return `delete from "content_items" where "type" in (${kinds.map((kind) => literal(kind.type)).join(', ')});`;
}
