import { wrap } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { JobApplicationEntity } from '../modules/careers/careers.entity.js';
import { DemoRequestEntity } from '../modules/demo/demo.entity.js';
import { SubscriberEntity } from '../modules/newsletter/newsletter.entity.js';
import { useTestApp } from '../test/fixture.js';
import { oneOfEach } from '../test/records.js';
import { ContactReplyEntity, ContactSubmissionEntity } from '../modules/contact/contact.entity.js';
import { newId } from './ids.js';
import { storedRows, storedRowsByKey } from './stored-rows.js';

const t = useTestApp({ admin: true });

describe('storedRows', () => {
  it('reads a record as its entity holds it, each relation as the related key', async () => {
    const ids = await oneOfEach(t, t.admin);
    const em = t.orm.em.fork();
    const pairs = [
      [await storedRows(em, ContactSubmissionEntity, { id: ids.contact }), await em.find(ContactSubmissionEntity, { id: ids.contact })],
      [await storedRows(em, DemoRequestEntity, { id: ids.demo }), await em.find(DemoRequestEntity, { id: ids.demo })],
      [await storedRows(em, SubscriberEntity, { id: ids.subscriber }), await em.find(SubscriberEntity, { id: ids.subscriber })],
      [await storedRows(em, JobApplicationEntity, { id: ids.application }, ['job']), await em.find(JobApplicationEntity, { id: ids.application })],
    ] as const;
    for (const [rows, entities] of pairs) {
      expect(rows).toHaveLength(1);
      expect({ ...rows[0] }).toEqual(wrap(entities[0] as object).toObject());
    }
    const [application] = pairs[3][0];
    expect(application?.job).toBe(ids.job);
    expect(application?.appliedAt).toBeInstanceOf(Date);
  });

  it('makes nothing the flush of the transaction would compare or write', async () => {
    const ids = await oneOfEach(t, t.admin);
    const em = t.orm.em.fork();
    const [row] = await storedRows(em, DemoRequestEntity, { id: ids.demo });
    if (row) row.status = 'completed';
    await em.flush();
    expect((await t.orm.em.fork().findOneOrFail(DemoRequestEntity, { id: ids.demo })).status).toBe('pending');
  });

  it('refuses to read an entity whose relations it was not told of, so the type says what the row holds', async () => {
    const em = t.orm.em.fork();
    await expect(storedRows(em, JobApplicationEntity, {})).rejects.toThrow('storedRows(JobApplication) must name its relations: job');
  });

  it('reads what belongs to each of many rows in one statement, grouped by its key and in the order asked', async () => {
    const ids = await oneOfEach(t, t.admin);
    const other = await oneOfEach(t, t.admin);
    const em = t.orm.em.fork();
    const submission = em.getReference(ContactSubmissionEntity, ids.contact);
    em.create(ContactReplyEntity, { submission, message: 'And a second one.', sentBy: 'cara', createdAt: new Date(Date.now() + 60_000) });
    await em.flush();

    const replies = await storedRowsByKey(t.orm.em.fork(), ContactReplyEntity, 'submission', [ids.contact, other.contact, newId()], { createdAt: 'asc', id: 'asc' });
    expect([...replies.keys()].sort()).toEqual([ids.contact, other.contact].sort());
    expect(replies.get(ids.contact)?.map((reply) => reply.message)).toEqual(['Thanks, we will call you.', 'And a second one.']);
    expect(replies.get(other.contact)?.map((reply) => reply.submission)).toEqual([other.contact]);
    expect((await storedRowsByKey(t.orm.em.fork(), ContactReplyEntity, 'submission', [], { createdAt: 'asc' })).size).toBe(0);
  });

  it('takes only ids as keys, since they go in the statement as they are', async () => {
    await expect(storedRowsByKey(t.orm.em.fork(), ContactReplyEntity, 'submission', ["x'}') or true --"], { createdAt: 'asc' })).rejects.toThrow('storedRowsByKey(ContactReply) takes ids');
  });
});
