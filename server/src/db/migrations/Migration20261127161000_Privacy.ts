import { Migration } from '@mikro-orm/migrations';

/**
 * Data-subject requests (issue P15): the suppression list, where an erased address is kept only as
 * a keyed hash (`domain/suppression.ts`); and the one change the append-only audit trail allows
 * besides the retention's delete: an erasure, saying so in its own transaction
 * (`set local finmesh.privacy_erasure = 'on'`, `modules/privacy`), may clear the client address
 * hash and a visitor's name of events about the records it deletes. Nothing else of the row may change.
 */
export class Migration20261127161000_Privacy extends Migration {

  override name = 'Migration20261127161000_Privacy';

  override up(): void | Promise<void> {
    this.addSql(`create table "suppressed_addresses" ("hash" text not null, "created_at" timestamptz not null, primary key ("hash"));`);
    this.addSql(`create or replace function finmesh_events_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and coalesce(current_setting('finmesh.audit_retention', true), '') = 'on' then
    return old;
  end if;
  if tg_op = 'UPDATE' and coalesce(current_setting('finmesh.privacy_erasure', true), '') = 'on'
    and new."client_address_hash" is null
    and (new."principal_name" is null or new."principal_name" is not distinct from old."principal_name")
    and (new."id", new."type", new."subject_type", new."subject_id", new."principal_kind", new."principal_id", new."request_id", new."occurred_at", new."data")
      is not distinct from (old."id", old."type", old."subject_type", old."subject_id", old."principal_kind", old."principal_id", old."request_id", old."occurred_at", old."data") then
    return new;
  end if;
  raise exception 'The audit trail is append-only: % on events is refused', tg_op using errcode = 'insufficient_privilege';
end
$$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create or replace function finmesh_events_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and coalesce(current_setting('finmesh.audit_retention', true), '') = 'on' then
    return old;
  end if;
  raise exception 'The audit trail is append-only: % on events is refused', tg_op using errcode = 'insufficient_privilege';
end
$$;`);
    this.addSql(`drop table if exists "suppressed_addresses" cascade;`);
  }

}
