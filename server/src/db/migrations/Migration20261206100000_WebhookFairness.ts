import { Migration } from '@mikro-orm/migrations';

/** The host of a URL kept in an event's data, written by the server as `new URL(url).host` writes it (for the URLs the app saved). */
const host = (json: string) => `lower(substring(${json} from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#]+)'))`;

/**
 * Webhooks that wait for no one (issue P19). The worker claims each endpoint's due deliveries by
 * its own index, so it can count and cap what is in flight to each endpoint; and the audit trail
 * keeps an endpoint's host, no longer its URL, whose path or query may hold a receiver's token that
 * the trail's readers may not see: events recorded before keep the host too (the append-only
 * trigger is set aside for this one rewrite, inside the migration's transaction).
 */
export class Migration20261206100000_WebhookFairness extends Migration {
  override name = 'Migration20261206100000_WebhookFairness';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "webhook_deliveries_due_index";`);
    this.addSql(
      `create index "webhook_deliveries_due_by_endpoint_index" on "webhook_deliveries" ("endpoint_id", "next_attempt_at", "id") where "status" in ('pending', 'retrying');`,
    );
    this.addSql(`alter table "events" disable trigger "events_append_only";`);
    this.addSql(
      `update "events" set "data" = ("data" - 'url') || jsonb_build_object('host', ${host(`"data"->>'url'`)})
        where "type" in ('webhook.created', 'webhook.deleted', 'webhook.disabled') and "data" ? 'url';`,
    );
    this.addSql(
      `update "events" set "data" = jsonb_set("data" #- '{changes,url}', '{changes,host}', jsonb_build_array(${host(`"data"#>>'{changes,url,0}'`)}, ${host(`"data"#>>'{changes,url,1}'`)}))
        where "type" = 'webhook.updated' and "data"->'changes' ? 'url';`,
    );
    this.addSql(`alter table "events" enable trigger "events_append_only";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "webhook_deliveries_due_by_endpoint_index";`);
    this.addSql(`create index "webhook_deliveries_due_index" on "webhook_deliveries" ("next_attempt_at") where "status" in ('pending', 'retrying');`);
  }
}
