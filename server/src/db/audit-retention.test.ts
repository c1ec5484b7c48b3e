import { describe, expect, it } from 'vitest';
import { SpamPurge } from '../spam-purge.js';
import { AREAS } from '../modules/index.js';
import { useTestApp } from '../test/fixture.js';
import { VALID_DEMO } from '../test/payloads.js';
import { deleteEventsBefore } from './audit-retention.js';
import { executeBound } from './bound-sql.js';
import { EventEntity } from './events.entity.js';
import { firstIdAt, newId } from './ids.js';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo request sent now: one `demo.received` event. */
async function oneEvent(): Promise<EventEntity> {
  expect((await t.app.inject({ method: 'POST', url: '/api/demo-requests', payload: VALID_DEMO })).statusCode).toBe(201);
  return t.orm.em.fork().findOneOrFail(EventEntity, { type: 'demo.received' });
}

const countEvents = () => t.orm.em.fork().count(EventEntity);

describe('the audit trail', () => {
  it('refuses to change an event, whoever sends the statement', async () => {
    const event = await oneEvent();
    const em = t.orm.em.fork();
    await expect(executeBound(em, `update "events" set "principal_name" = 'someone else' where "id" = $1`, [event.id])).rejects.toThrow('The audit trail is append-only: UPDATE on events is refused');
    expect((await t.orm.em.fork().findOneOrFail(EventEntity, { id: event.id })).principalName).toBe(event.principalName);
  });

  it('refuses to delete an event outside the retention', async () => {
    const event = await oneEvent();
    await expect(executeBound(t.orm.em.fork(), `delete from "events" where "id" = $1`, [event.id])).rejects.toThrow('The audit trail is append-only: DELETE on events is refused');
    await expect(t.orm.em.fork().nativeDelete(EventEntity, { id: event.id })).rejects.toThrow('append-only');
    expect(await countEvents()).toBe(1);
  });

  it('deletes, by its retention, what happened before the cut-off and nothing after it', async () => {
    const event = await oneEvent();
    expect(await deleteEventsBefore(t.orm.em.fork(), new Date(event.occurredAt.getTime() - 1000))).toBe(0);
    expect(await countEvents()).toBe(1);
    expect(await deleteEventsBefore(t.orm.em.fork(), new Date(event.occurredAt.getTime() + 1000))).toBe(1);
    expect(await countEvents()).toBe(0);
  });

  it('is kept AUDIT_RETENTION_DAYS (730 by default) by the hourly purge', async () => {
    expect(t.config.auditRetentionDays).toBe(730);
    await oneEvent();
    const purge = new SpamPurge(t.dependencies, AREAS, t.app.log);
    await purge.run(new Date(Date.now() + 729 * DAY_MS));
    expect(await countEvents()).toBe(1);
    await purge.run(new Date(Date.now() + 731 * DAY_MS));
    expect(await countEvents()).toBe(0);
  });
});

describe('firstIdAt', () => {
  it('sorts below every id made in or after its millisecond, above those made before', () => {
    const now = new Date();
    const made = newId();
    expect(firstIdAt(new Date(now.getTime() - 1)) < made).toBe(true);
    expect(firstIdAt(new Date(now.getTime() + 2)) > made).toBe(true);
    expect(firstIdAt(new Date(0x0190a0b0c0d0))).toBe('0190a0b0-c0d0-7000-8000-000000000000');
  });

  it('keeps a time before 1970 or past what 48 bits hold to the first and last ids a v7 id can have', () => {
    expect(firstIdAt(new Date('0001-01-01T00:00:00Z'))).toBe('00000000-0000-7000-8000-000000000000');
    expect(firstIdAt(new Date(8.64e15))).toBe('ffffffff-ffff-7000-8000-000000000000');
  });
});
