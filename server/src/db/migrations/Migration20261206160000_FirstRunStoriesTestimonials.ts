import { Migration } from '@mikro-orm/migrations';
import { CONTENT_KIND_LIST, FIRST_RUN_ROWS } from '../../rules/content-kinds.js';

/**
 * The success stories and testimonials the site showed before they could be edited (issue P20)
 * become the first run's rows, published, in the order the site showed them (`position`), each
 * with its first revision (by the system). Not demo content: a site started without demo content
 * shows them too. The `content` topic's triggers (Migration20261206150000_ContentItems) tell
 * every server when they change.
 */
/** A text as an SQL literal (standard strings: only the quote is doubled). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export class Migration20261206160000_FirstRunStoriesTestimonials extends Migration {
  override name = 'Migration20261206160000_FirstRunStoriesTestimonials';

  override up(): void | Promise<void> {
    for (const kind of CONTENT_KIND_LIST) {
      FIRST_RUN_ROWS[kind.type].forEach(({ slug, values }, position) => {
        const title = values[kind.title.name] as string;
        const fields = literal(JSON.stringify({ position, ...Object.fromEntries(kind.fields.map((field) => [field.name, values[field.name] ?? null])) }));
        // Published a second apart, so "first published" agrees with the order too.
        const at = `now() - interval '${FIRST_RUN_ROWS[kind.type].length - position} seconds'`;
        this.addSql(
          `with item as (
             insert into "content_items" ("id", "type", "slug", "title", "status", "version", "body", "fields", "tags", "published_at", "created_at", "updated_at")
             values (finmesh_uuid_v7(), ${literal(kind.type)}, ${literal(slug)}, ${literal(title)}, 'published', 1, null, ${fields}::jsonb, '{}', ${at}, ${at}, ${at})
             returning "id", "title", "slug", "fields", "created_at")
           insert into "content_revisions" ("id", "item_id", "version", "title", "slug", "status", "body", "fields", "tags", "changed", "by_kind", "by_name", "created_at")
           select finmesh_uuid_v7(), "id", 1, "title", "slug", 'published', null, "fields", '{}', array['title', 'slug', 'fields', 'status'], 'system', null, "created_at" from item;`,
        );
      });
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "content_items" where "type" in (${CONTENT_KIND_LIST.map((kind) => literal(kind.type)).join(', ')});`);
  }
}
