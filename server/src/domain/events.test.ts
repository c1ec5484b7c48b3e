import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EventEntity } from '../db/events.entity.js';
import type { EntityManager } from '../db/orm.js';
import { EmailRecipientEntity } from '../modules/recipients/recipients.entity.js';
import { useTestApp } from '../test/fixture.js';
import { EventRecorder, LocalEvents, changesOf, clientAddressHasher, type RecordedEvent } from './events.js';
import type { Actor } from './principal.js';

/** The events seam (issue P18 §2): an event is written by the transaction that makes its change, or not at all. */
const t = useTestApp();

const ACTOR: Actor = { kind: 'admin', id: '0190a0b0-0000-7000-8000-000000000001', name: 'ops', requestId: 'request-1', addressHash: 'hashed' };

function recorder() {
  const local = new LocalEvents();
  const heard: RecordedEvent[] = [];
  local.listen((events) => heard.push(...events));
  return { events: new EventRecorder(async () => ACTOR, local), heard };
}

const stored = async () => {
  const em = t.orm.em.fork();
  return { events: await em.find(EventEntity, {}), recipients: await em.find(EmailRecipientEntity, {}) };
};

const addRecipient = (tx: EntityManager, email: string) => tx.create(EmailRecipientEntity, { name: 'Cara Mendes', email, notificationTypes: ['career'], isActive: true });

describe('EventRecorder.transact', () => {
  it('writes the event with the change, saying who made it', async () => {
    const { events } = recorder();
    const recipient = await events.transact(t.orm.em.fork(), async (tx, record) => {
      const made = addRecipient(tx, 'cara@finmesh.test');
      record({ type: 'recipient.created', subject: { type: 'EmailRecipient', id: made.id }, data: { isActive: true } });
      return made;
    });
    const { events: rows, recipients } = await stored();
    expect(recipients.map((row) => row.id)).toEqual([recipient.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'recipient.created',
      subjectType: 'EmailRecipient',
      subjectId: recipient.id,
      principalKind: 'admin',
      principalId: ACTOR.id,
      principalName: 'ops',
      requestId: 'request-1',
      clientAddressHash: 'hashed',
      data: { isActive: true },
    });
  });

  it('leaves no event (and no change) when the change throws after recording', async () => {
    const { events, heard } = recorder();
    await expect(
      events.transact(t.orm.em.fork(), async (tx, record) => {
        const made = addRecipient(tx, 'cara@finmesh.test');
        record({ type: 'recipient.created', subject: { type: 'EmailRecipient', id: made.id } });
        await tx.flush();
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await stored()).toEqual({ events: [], recipients: [] });
    expect(heard).toEqual([]);
  });

  it('leaves no event when the flush fails (an address already taken)', async () => {
    const { events, heard } = recorder();
    await events.transact(t.orm.em.fork(), async (tx) => addRecipient(tx, 'cara@finmesh.test'));
    await expect(
      events.transact(t.orm.em.fork(), async (tx, record) => {
        const made = addRecipient(tx, 'cara@finmesh.test');
        record({ type: 'recipient.created', subject: { type: 'EmailRecipient', id: made.id } });
      }),
    ).rejects.toThrow(/unique/i);
    const { events: rows, recipients } = await stored();
    expect(rows).toEqual([]);
    expect(recipients).toHaveLength(1);
    expect(heard).toEqual([]);
  });

  it('lets local listeners hear the events only after the transaction committed', async () => {
    const { events, heard } = recorder();
    let heardInside = -1;
    const recipient = await events.transact(t.orm.em.fork(), async (tx, record) => {
      const made = addRecipient(tx, 'cara@finmesh.test');
      record({ type: 'recipient.created', subject: { type: 'EmailRecipient', id: made.id } });
      await tx.flush();
      heardInside = heard.length;
      return made;
    });
    expect(heardInside).toBe(0);
    expect(heard).toEqual([expect.objectContaining({ type: 'recipient.created', subject: { type: 'EmailRecipient', id: recipient.id }, actor: ACTOR })]);
    // What they heard is what was written.
    expect((await stored()).events.map((row) => row.id)).toEqual(heard.map((event) => event.id));
  });
});

describe('what events keep', () => {
  it('keeps before and after of the fields that may be kept, and only the names of the others', () => {
    const before = { name: 'Cara Mendes', isActive: true, notificationTypes: ['career'] };
    const after = { name: 'Cara Menezes', isActive: false, notificationTypes: ['career'] };
    expect(changesOf(before, after, ['name', 'isActive', 'notificationTypes'], ['isActive', 'notificationTypes'])).toEqual({ isActive: [true, false], changed: ['name'] });
  });

  it('hashes a client address the same way each time, never keeping it readable', () => {
    const hashOf = clientAddressHasher(Buffer.alloc(32, 7));
    const hash = hashOf('203.0.113.9');
    expect(hash).toBe(hashOf('203.0.113.9'));
    expect(hash).not.toBe(hashOf('203.0.113.10'));
    expect(hash).not.toBe(clientAddressHasher(Buffer.alloc(32, 8))('203.0.113.9'));
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(hash).not.toContain('203');
  });

  it('hashes with HMAC-SHA256 (RFC 2104), as the events written before kept their addresses', () => {
    for (const key of [randomBytes(32), randomBytes(7), Buffer.alloc(64, 1)]) {
      const hashOf = clientAddressHasher(key);
      for (const address of ['203.0.113.9', '2001:db8::ff00:42:8329', '::ffff:10.0.0.1', '']) {
        expect(hashOf(address)).toBe(createHmac('sha256', key).update(address).digest('base64url').slice(0, 22));
      }
    }
  });
});
