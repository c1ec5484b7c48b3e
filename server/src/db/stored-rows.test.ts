import { wrap } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { JobApplicationEntity } from '../modules/careers/careers.entity.js';
import { DemoRequestEntity } from '../modules/demo/demo.entity.js';
import { SubscriberEntity } from '../modules/newsletter/newsletter.entity.js';
import { useTestApp } from '../test/fixture.js';
import { oneOfEach } from '../test/records.js';
import { ContactReplyEntity, ContactSubmissionEntity } from '../modules/contact/contact.entity.js';
import { rowsAfter } from './keyset.js';
import { storedRows, storedRowsOfChunk } from './stored-rows.js';

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

  it('reads what belongs to a chunk of rows, and only to it, grouped by its key and in the order asked', async () => {
    const first = await oneOfEach(t, t.admin);
    const second = await oneOfEach(t, t.admin);
    const em = t.orm.em.fork();
    em.create(ContactReplyEntity, { submission: em.getReference(ContactSubmissionEntity, second.contact), message: 'And a second one.', sentBy: 'cara', createdAt: new Date(Date.now() + 60_000) });
    await em.flush();
    const order = { by: 'createdAt', direction: 'desc' } as const;
    const where = { id: { $in: [first.contact, second.contact] } };

    // Newest first: the second submission is the first chunk of one row, the first submission the next.
    const newest = await rowsAfter(t.orm.em.fork(), ContactSubmissionEntity, where, order, null, 1);
    expect(newest.rows.map((row) => row.id)).toEqual([second.contact]);
    const replies = await storedRowsOfChunk(t.orm.em.fork(), ContactReplyEntity, 'submission', ContactSubmissionEntity, newest.chunk, { createdAt: 'asc', id: 'asc' });
    expect([...replies.keys()]).toEqual([second.contact]);
    expect(replies.get(second.contact)?.map((reply) => reply.message)).toEqual(['Thanks, we will call you.', 'And a second one.']);

    const older = await rowsAfter(t.orm.em.fork(), ContactSubmissionEntity, where, order, newest.next, 1);
    expect(older.rows.map((row) => row.id)).toEqual([first.contact]);
    const theirs = await storedRowsOfChunk(t.orm.em.fork(), ContactReplyEntity, 'submission', ContactSubmissionEntity, older.chunk, { createdAt: 'asc', id: 'asc' });
    expect([...theirs.keys()]).toEqual([first.contact]);
    expect(theirs.get(first.contact)).toHaveLength(1);

    const none = await rowsAfter(t.orm.em.fork(), ContactSubmissionEntity, where, order, older.next ?? { value: new Date(0), id: first.contact }, 1);
    expect(none.rows).toEqual([]);
    expect((await storedRowsOfChunk(t.orm.em.fork(), ContactReplyEntity, 'submission', ContactSubmissionEntity, none.chunk, { createdAt: 'asc' })).size).toBe(0);
  });
});
