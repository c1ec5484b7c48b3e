import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail is append-only (issue P14): `events` refuses every UPDATE, and every DELETE but
 * the retention's, which says so in its own transaction (`set local finmesh.audit_retention = 'on'`,
 * `db/audit-retention.ts`). Whoever runs the statement: the app on any server, a future code path
 * or an operator in psql.
 */
export class Migration20261126230000_AuditTrailAppendOnly extends Migration {

  override name = 'Migration20261126230000_AuditTrailAppendOnly';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function finmesh_events_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and coalesce(current_setting('finmesh.audit_retention', true), '') = 'on' then
    return old;
  end if;
  raise exception 'The audit trail is append-only: % on events is refused', tg_op using errcode = 'insufficient_privilege';
end
$$;`);
    this.addSql(`create trigger "events_append_only" before update or delete on "events" for each row execute function finmesh_events_append_only();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "events_append_only" on "events";`);
    this.addSql(`drop function finmesh_events_append_only();`);
  }

}
