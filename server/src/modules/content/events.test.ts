import { describe, expect, it } from 'vitest';
import { EventEntity } from '../../db/events.entity.js';
import { toGlobalId } from '../../graphql/relay.js';
import { ACCESS_MESSAGES } from '../../rules/access.js';
import { CONTENT_MESSAGES } from '../../rules/content.js';
import { FIRST_RUN_EVENT_FIGURES, FIRST_RUN_PROFILES } from '../../rules/content-kinds.js';
import { EVENT_SECTIONS, FIRST_RUN_PAGE_SECTIONS } from '../../rules/page-sections.js';
import { EVENT_MESSAGES } from '../../rules/site-events.js';
import { graphql, signedInAdmin } from '../../test/app.js';
import { useBuiltSite } from '../../test/built-site.js';
import { kindRequests } from '../../test/content-kinds.js';
import { EVENT_GRAPHQL_INPUT, EVENT_INPUT } from '../../test/events.js';
import { useTestApp } from '../../test/fixture.js';

const t = useTestApp({ admin: true });

const STRONG = 'Str0ng!pass-phrase';
const SECRET_LINK = 'https://meet.example.com/finmesh-roundtable?pwd=s3cret';

interface EventData {
  _id: string;
  slug: string;
  title: string;
  status: string;
  version: number;
  html: string;
  onlineUrl: string | null;
  cancelled: boolean;
  cancellationNote: string | null;
  previousStartsAt: string | null;
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = t.admin) => t.app.inject({ method, url, payload, headers });
const create = async (event: object = EVENT_INPUT) => {
  const response = await call('POST', '/api/admin/events', event);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: EventData }>().data;
};
const act = async (id: string, action: string, payload: object) => {
  const response = await call('POST', `/api/admin/events/${id}/${action}`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ message: string; data: EventData }>();
};
const published = async (event: object = EVENT_INPUT) => {
  const draft = await create(event);
  return (await act(draft._id, 'publish', { version: draft.version })).data;
};
/** What REST refuses a body with: each field's message. */
const refusals = async (event: object) => {
  const response = await call('POST', '/api/admin/events', event);
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ errors: { path: string; msg: string }[] }>().errors.map(({ path, msg }) => ({ path, msg }));
};
/** A member with `role`, made by the fixture's Owner, signed in. */
const member = async (role: string) => {
  const username = `the.${role}`;
  expect((await call('POST', '/api/admin/create-admin', { username, password: STRONG, role })).statusCode).toBe(201);
  const token = (await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password: STRONG } })).json<{ token: string }>().token;
  return { authorization: `Bearer ${token}` };
};
const EVENT_FIELDS = 'id slug title status version format onlineUrl startsAt timeZone cancelled cancellationNote previousStartsAt venue { name latitude } agenda { title speakerIds }';

describe('writing and publishing an event', () => {
  it('keeps a draft from visitors, publishes it with event.published, and shows it to them then', async () => {
    const draft = await create();
    expect(draft).toMatchObject({ slug: 'sme-credit-roundtable', status: 'draft', version: 1, html: '<p>A closed-door morning on working capital.</p>' });
    const visitor = await graphql<{ event: { title: string } }>(t.app, 'query($slug: String!) { event(slug: $slug) { title } }', { slug: draft.slug });
    expect(visitor.body.errors?.[0]).toMatchObject({ message: 'Event not found', extensions: { code: 'NOT_FOUND' } });

    const publishedEvent = await act(draft._id, 'publish', { version: 1 });
    expect(publishedEvent).toMatchObject({ message: 'Event published', data: { status: 'published', version: 2 } });
    const types = (await t.orm.em.fork().find(EventEntity, { subjectId: draft._id }, { orderBy: { id: 'asc' } })).map((event) => event.type);
    expect(types).toEqual(['content.created', 'event.published']);
    const shown = await graphql<{ event: { title: string; venue: { name: string } } }>(t.app, 'query($slug: String!) { event(slug: $slug) { title venue { name } } }', { slug: draft.slug });
    expect(shown.body.data?.event).toEqual({ title: 'SME Credit Roundtable', venue: { name: 'The Trident' } });
  });

  it('creates, updates, schedules, publishes, cancels and archives through GraphQL', async () => {
    const created = await graphql<{ createEvent: { message: string; event: { id: string; version: number } } }>(
      t.app,
      `mutation($input: CreateEventInput!) { createEvent(input: $input) { message event { id version } } }`,
      { input: EVENT_GRAPHQL_INPUT },
      t.admin,
    );
    expect(created.body.errors).toBeUndefined();
    const { id } = created.body.data?.createEvent.event ?? { id: '' };
    const updated = await graphql<{ updateEvent: { event: { title: string; version: number } } }>(
      t.app,
      'mutation($input: UpdateEventInput!) { updateEvent(input: $input) { event { title version } } }',
      { input: { ...EVENT_GRAPHQL_INPUT, id, version: 1, title: 'SME Credit Roundtable 2030' } },
      t.admin,
    );
    expect(updated.body.data?.updateEvent.event).toEqual({ title: 'SME Credit Roundtable 2030', version: 2 });
    const scheduled = await graphql<{ scheduleEvent: { event: { status: string } } }>(
      t.app,
      'mutation($input: ScheduleEventInput!) { scheduleEvent(input: $input) { event { status } } }',
      { input: { id, version: 2, publishAt: new Date(Date.now() + 3_600_000).toISOString() } },
      t.admin,
    );
    expect(scheduled.body.data?.scheduleEvent.event.status).toBe('scheduled');
    const publishedNow = await graphql<{ publishEvent: { event: { status: string; version: number } } }>(t.app, 'mutation($input: PublishEventInput!) { publishEvent(input: $input) { event { status version } } }', { input: { id, version: 3 } }, t.admin);
    expect(publishedNow.body.data?.publishEvent.event).toEqual({ status: 'published', version: 4 });
    const cancelled = await graphql<{ cancelEvent: { message: string; event: { cancelled: boolean; cancellationNote: string; status: string } } }>(
      t.app,
      'mutation($input: CancelEventInput!) { cancelEvent(input: $input) { message event { cancelled cancellationNote status } } }',
      { input: { id, version: 4, note: 'The venue is closed for repairs.' } },
      t.admin,
    );
    expect(cancelled.body.data?.cancelEvent).toEqual({ message: EVENT_MESSAGES.cancelled, event: { cancelled: true, cancellationNote: 'The venue is closed for repairs.', status: 'published' } });
    const again = await graphql(t.app, 'mutation($input: CancelEventInput!) { cancelEvent(input: $input) { message } }', { input: { id, version: 5 } }, t.admin);
    expect(again.body.errors?.[0]?.message).toBe(EVENT_MESSAGES.alreadyCancelled);
    const archived = await graphql<{ archiveEvent: { event: { status: string } } }>(t.app, 'mutation($input: ArchiveEventInput!) { archiveEvent(input: $input) { event { status } } }', { input: { id, version: 5 } }, t.admin);
    expect(archived.body.data?.archiveEvent.event.status).toBe('archived');
  });

  it('schedules, cancels and archives through REST, and keeps the previous start when a published event moves', async () => {
    const draft = await create();
    expect((await act(draft._id, 'schedule', { version: 1, publishAt: new Date(Date.now() + 3_600_000).toISOString() })).data.status).toBe('scheduled');
    const live = (await act(draft._id, 'publish', { version: 2 })).data;
    const moved = await call('PUT', `/api/admin/events/${draft._id}`, { ...EVENT_INPUT, version: live.version, startsAt: '2030-03-12T04:00:00.000Z', endsAt: '2030-03-12T07:30:00.000Z' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ data: EventData }>().data).toMatchObject({ previousStartsAt: '2030-03-11T04:00:00.000Z', version: 4 });
    const cancelled = await act(draft._id, 'cancel', { version: 4, note: 'Postponed to the autumn.' });
    expect(cancelled).toMatchObject({ message: EVENT_MESSAGES.cancelled, data: { status: 'published', cancelled: true, cancellationNote: 'Postponed to the autumn.' } });
    // A later save keeps the cancellation: only cancelEvent sets it.
    const saved = await call('PUT', `/api/admin/events/${draft._id}`, { ...EVENT_INPUT, version: 5, startsAt: '2030-03-12T04:00:00.000Z', endsAt: '2030-03-12T07:30:00.000Z', title: 'Renamed' });
    expect(saved.json<{ data: EventData }>().data).toMatchObject({ cancelled: true, previousStartsAt: '2030-03-11T04:00:00.000Z' });
    expect((await act(draft._id, 'archive', { version: 6 })).data.status).toBe('archived');
    const types = (await t.orm.em.fork().find(EventEntity, { subjectId: draft._id }, { orderBy: { id: 'asc' } })).map((event) => event.type);
    expect(types).toEqual(['content.created', 'content.scheduled', 'event.published', 'content.updated', 'event.cancelled', 'content.updated', 'content.archived']);
  });

  it('restores an earlier revision as a new version', async () => {
    const draft = await create();
    await call('PUT', `/api/admin/events/${draft._id}`, { ...EVENT_INPUT, version: 1, title: 'A worse title' });
    const revisions = (await call('GET', `/api/admin/events/${draft._id}/revisions`)).json<{ data: { _id: string; version: number; title: string }[] }>().data;
    expect(revisions.map((revision) => [revision.version, revision.title])).toEqual([[2, 'A worse title'], [1, 'SME Credit Roundtable']]);
    const first = revisions.find((revision) => revision.version === 1);
    const restored = await act(draft._id, 'restore', { version: 2, revisionId: first?._id });
    expect(restored).toMatchObject({ message: CONTENT_MESSAGES.restored('event'), data: { title: 'SME Credit Roundtable', version: 3 } });
  });

  it('keeps a cancellation through a restore of a revision from before it', async () => {
    const live = await published();
    await act(live._id, 'cancel', { version: live.version, note: 'Called off.' });
    const revisions = (await call('GET', `/api/admin/events/${live._id}/revisions`)).json<{ data: { _id: string; version: number }[] }>().data;
    const before = revisions.find((revision) => revision.version === 1);
    const restored = await act(live._id, 'restore', { version: 3, revisionId: before?._id });
    expect(restored.data).toMatchObject({ status: 'published', cancelled: true, cancellationNote: 'Called off.', version: 4 });
  });
});

describe('checking an event', () => {
  it('refuses each rule with a message naming its field', async () => {
    expect(await refusals({ ...EVENT_INPUT, timeZone: 'India/Bengaluru' })).toEqual([{ path: 'timeZone', msg: EVENT_MESSAGES.timeZoneInvalid }]);
    expect(await refusals({ ...EVENT_INPUT, endsAt: '2030-03-11T03:00:00.000Z' })).toEqual([{ path: 'endsAt', msg: EVENT_MESSAGES.endsBeforeStart }]);
    expect(await refusals({ ...EVENT_INPUT, venue: null })).toEqual([{ path: 'venue', msg: EVENT_MESSAGES.venueRequired }]);
    expect(await refusals({ ...EVENT_INPUT, venue: { ...EVENT_INPUT.venue, latitude: 91 } })).toEqual([{ path: 'venue.latitude', msg: EVENT_MESSAGES.latitudeInvalid }]);
    expect(await refusals({ ...EVENT_INPUT, format: 'online', venue: null })).toEqual([{ path: 'onlineUrl', msg: EVENT_MESSAGES.onlineUrlRequired }]);
    expect(await refusals({ ...EVENT_INPUT, format: 'online', onlineUrl: 'http://meet.example.com/x' })).toEqual([{ path: 'onlineUrl', msg: EVENT_MESSAGES.onlineUrlInvalid }]);
    expect(await refusals({ ...EVENT_INPUT, capacity: 0 })).toEqual([{ path: 'capacity', msg: EVENT_MESSAGES.capacityInvalid }]);
    expect(await refusals({ ...EVENT_INPUT, agenda: [{ title: 'Breakfast', startsAt: '2030-03-11T03:00:00.000Z', endsAt: '2030-03-11T04:30:00.000Z' }] })).toEqual([
      { path: 'agenda.0.startsAt', msg: EVENT_MESSAGES.sessionOutsideEvent },
    ]);
    expect(await refusals({ ...EVENT_INPUT, bookingClosesAt: '2030-03-12T00:00:00.000Z' })).toEqual([{ path: 'bookingClosesAt', msg: EVENT_MESSAGES.bookingClosesAfterEnd }]);
    expect(await refusals({ ...EVENT_INPUT, bookingOpensAt: '2030-03-01T00:00:00.000Z', bookingClosesAt: '2030-02-01T00:00:00.000Z' })).toEqual([{ path: 'bookingClosesAt', msg: EVENT_MESSAGES.bookingOpensAfterCloses }]);
  });

  it('takes published profiles as speakers and refuses anyone else', async () => {
    const kinds = kindRequests(t);
    const speaker = await kinds.publish('profiles', await kinds.create('profiles', { name: 'Meera Iyer', role: 'CFO', group: 'speaker', profileUrl: 'https://www.linkedin.com/in/meera' }));
    const draftProfile = await kinds.create('profiles', { name: 'Not Yet', role: 'CEO', group: 'speaker', profileUrl: 'https://www.linkedin.com/in/not-yet' });
    const session = { title: 'Working capital', startsAt: '2030-03-11T04:30:00.000Z', endsAt: '2030-03-11T05:30:00.000Z' };
    expect(await refusals({ ...EVENT_INPUT, agenda: [{ ...session, speakerIds: [draftProfile._id] }] })).toEqual([{ path: 'agenda.0.speakerIds', msg: EVENT_MESSAGES.speakerUnknown }]);
    expect(await refusals({ ...EVENT_INPUT, agenda: [{ ...session, speakerIds: ['not-an-id'] }] })).toEqual([{ path: 'agenda.0.speakerIds', msg: EVENT_MESSAGES.speakerUnknown }]);
    const created = await graphql<{ createEvent: { event: { agenda: { speakerIds: string[] }[] } } }>(
      t.app,
      'mutation($input: CreateEventInput!) { createEvent(input: $input) { event { agenda { speakerIds } } } }',
      { input: { ...EVENT_GRAPHQL_INPUT, agenda: [{ ...session, speakerIds: [toGlobalId('Profile', speaker._id)] }] } },
      t.admin,
    );
    expect(created.body.data?.createEvent.event.agenda).toEqual([{ speakerIds: [toGlobalId('Profile', speaker._id)] }]);
  });
});

describe('what visitors see', () => {
  it('never the online link, nor drafts; the team sees both', async () => {
    const hybrid = await published({ ...EVENT_INPUT, format: 'hybrid', onlineUrl: SECRET_LINK });
    await create({ ...EVENT_INPUT, title: 'Still a draft' });
    const visitor = await graphql<{ events: { edges: { node: { title: string; onlineUrl: string | null } }[] }; event: { onlineUrl: string | null } }>(
      t.app,
      'query($slug: String!) { events { edges { node { title onlineUrl } } } event(slug: $slug) { onlineUrl } }',
      { slug: hybrid.slug },
    );
    expect(visitor.body.data).toEqual({ events: { edges: [{ node: { title: 'SME Credit Roundtable', onlineUrl: null } }] }, event: { onlineUrl: null } });
    const node = await graphql(t.app, 'query($id: ID!) { node(id: $id) { ... on Event { onlineUrl } } }', { id: toGlobalId('Event', hybrid._id) });
    expect(JSON.stringify(node.body)).not.toContain('s3cret');
    const team = await graphql<{ events: { edges: { node: { title: string; onlineUrl: string | null } }[] } }>(t.app, '{ events { edges { node { title onlineUrl } } } }', {}, t.admin);
    expect(team.body.data?.events.edges.map((edge) => edge.node)).toEqual([
      { title: 'Still a draft', onlineUrl: null },
      { title: 'SME Credit Roundtable', onlineUrl: SECRET_LINK },
    ]);
  });

  it('lists upcoming events soonest first and past ones newest first, ', async () => {
    const at = (day: string) => ({ startsAt: `${day}T04:00:00.000Z`, endsAt: `${day}T07:00:00.000Z` });
    await published({ ...EVENT_INPUT, title: 'Later', ...at('2031-05-01') });
    await published({ ...EVENT_INPUT, title: 'Sooner', ...at('2030-05-01') });
    await published({ ...EVENT_INPUT, title: 'Long ago', ...at('2020-05-01') });
    await published({ ...EVENT_INPUT, title: 'Last year', ...at('2025-05-01') });
    const titles = async (when: string) =>
      (await graphql<{ events: { edges: { node: { title: string } }[] } }>(t.app, `{ events(when: ${when}) { edges { node { title } } } }`)).body.data?.events.edges.map((edge) => edge.node.title);
    expect(await titles('UPCOMING')).toEqual(['Sooner', 'Later']);
    expect(await titles('PAST')).toEqual(['Last year', 'Long ago']);
  });
});

describe('who may manage events', () => {
  it('lets an Editor and a Sales member, and refuses a Recruiter and a Viewer with the refusal envelope', async () => {
    for (const role of ['editor', 'sales']) {
      const headers = await member(role);
      const response = await call('POST', '/api/admin/events', { ...EVENT_INPUT, title: `By ${role}` }, headers);
      expect(response.statusCode, role).toBe(201);
    }
    const draft = await create();
    for (const role of ['recruiter', 'viewer']) {
      const headers = await member(role);
      const refused = await call('POST', `/api/admin/events/${draft._id}/publish`, { version: 1 }, headers);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, message: ACCESS_MESSAGES.forbidden('events:manage') });
      const listed = await graphql(t.app, '{ events(status: draft) { edges { node { title onlineUrl } } } }', {}, headers);
      expect(JSON.stringify(listed.body.data)).not.toContain(draft.title);
    }
  });
});

describe('the first run of events', () => {
  const built = useBuiltSite();

  it("has today's three events, published, in Asia/Kolkata, in person, each in the sitemap", async () => {
    const fresh = built.site;
    const answer = await graphql<{ events: { edges: { node: Record<string, unknown> }[] } }>(fresh.app, `{ events(when: UPCOMING, first: 10) { edges { node { ${EVENT_FIELDS} capacity endsAt } } } }`);
    const events = answer.body.data?.events.edges.map((edge) => edge.node) ?? [];
    const expected = [
      ['growth-gains-conference', 'Growth & Gains Conference', '2027-02-10T03:30:00.000Z', 400, 'Bengaluru International Exhibition Centre'],
      ['sme-credit-roundtable', 'SME Credit Roundtable', '2027-03-11T04:00:00.000Z', 60, 'The Trident'],
      ['founders-funders-night', 'Founders & Funders Night', '2027-04-09T13:00:00.000Z', 60, 'Skyview Terrace'],
    ];
    // Upcoming until each has ended; a run after April 2027 finds them among the past.
    const past = await graphql<{ events: { edges: { node: { slug: string } }[] } }>(fresh.app, '{ events(when: PAST) { edges { node { slug } } } }');
    const all = [...events.map((event) => event.slug), ...(past.body.data?.events.edges.map((edge) => edge.node.slug) ?? [])];
    expect(new Set(all)).toEqual(new Set(expected.map(([slug]) => slug)));
    for (const event of events) {
      const row = expected.find(([slug]) => slug === event.slug);
      expect(event).toMatchObject({ title: row?.[1], startsAt: row?.[2], capacity: row?.[3], venue: { name: row?.[4] }, status: 'published', format: 'in_person', timeZone: 'Asia/Kolkata', onlineUrl: null, cancelled: false });
    }
    const sitemap = await fresh.app.inject({ method: 'GET', url: '/sitemap.xml' });
    for (const [slug] of expected) expect(sitemap.body).toContain(`${fresh.config.publicUrl}/events/${slug}</loc>`);
  });

  it('has the Events pages\' words as page texts and the counters as figures on every event\'s page, and the conference its body and agenda with its four speakers', async () => {
    const fresh = built.site;
    const sections = await graphql<{ pageSections: { slug: string; title: string }[] }>(fresh.app, '{ pageSections { slug title } }');
    const bySlug = new Map(sections.body.data?.pageSections.map((section) => [section.slug, section.title]));
    for (const slug of EVENT_SECTIONS) expect(bySlug.get(slug), slug).toBe(FIRST_RUN_PAGE_SECTIONS[slug].title);
    // Each place once: the earlier migrations left these to this one.
    expect(sections.body.data?.pageSections.filter((section) => section.slug === 'events-hero')).toHaveLength(1);
    const figures = await graphql<{ homeFigures: { value: string; label: string; placement: string }[] }>(fresh.app, '{ homeFigures { value label placement } }');
    expect(figures.body.data?.homeFigures.filter((figure) => figure.placement === 'event')).toEqual(FIRST_RUN_EVENT_FIGURES.map(({ values }) => ({ value: values.value, label: values.label, placement: 'event' })));

    const answer = await graphql<{ event: { html: string; agenda: { title: string; speakerIds: string[] }[] }; profiles: { id: string; name: string }[] }>(
      fresh.app,
      '{ event(slug: "growth-gains-conference") { html agenda { title speakerIds } } profiles { id name } }',
    );
    const { event, profiles } = answer.body.data ?? { event: null, profiles: [] };
    expect(event?.html).toContain('Capital that keeps pace with growth</h2>');
    expect(event?.html).toMatch(/<li>(<p>)?Deal clinics: bring your profile, leave with matched lenders/);
    const speakers = FIRST_RUN_PROFILES.filter(({ values }) => values.group === 'speaker').map(({ values }) => values.name);
    const nameOf = new Map(profiles.map((profile) => [profile.id, profile.name]));
    expect(event?.agenda.map((session) => session.speakerIds.map((id) => nameOf.get(id)))).toEqual(speakers.map((name) => [name]));
  });
});

describe('the events\' old addresses', () => {
  const built = useBuiltSite();
  let signedIn: { authorization: string } | undefined;
  const adminOf = async () => (signedIn ??= await signedInAdmin(built.site.app));
  const location = async (url: string) => {
    const response = await built.site.app.inject({ method: 'GET', url });
    return [response.statusCode, response.headers.location, response.headers['cache-control']];
  };
  const rest = async (method: 'POST' | 'PUT', url: string, payload: object, admin: Record<string, string>) => {
    const response = await built.site.app.inject({ method, url, payload, headers: admin });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<{ data: EventData }>().data;
  };
  /** The next published event not cancelled, as visitors list them (the first run's conference until it has ended). */
  const featured = async () => {
    const answer = await graphql<{ events: { edges: { node: { slug: string; cancelled: boolean } }[] } }>(built.site.app, '{ events(when: UPCOMING, first: 100) { edges { node { slug cancelled } } } }');
    return answer.body.data?.events.edges.map((edge) => edge.node).find((event) => !event.cancelled)?.slug ?? null;
  };

  it('answers /eventsDetails with 301 to the featured event: the next one not cancelled, else the list', async () => {
    const admin = await adminOf();
    const firstRun = await featured();
    expect(await location('/eventsDetails')).toEqual([301, firstRun ? `/events/${firstRun}` : '/events', 'no-cache']);

    // An event tomorrow comes first; cancelled, it gives way to the next.
    const tomorrow = Date.now() + 24 * 3_600_000;
    const draft = await rest('POST', '/api/admin/events', { ...EVENT_INPUT, title: 'Breakfast Briefing', startsAt: new Date(tomorrow).toISOString(), endsAt: new Date(tomorrow + 7_200_000).toISOString() }, admin);
    const live = await rest('POST', `/api/admin/events/${draft._id}/publish`, { version: draft.version }, admin);
    expect(await location('/eventsDetails?utm_source=mail')).toEqual([301, '/events/breakfast-briefing', 'no-cache']);
    await rest('POST', `/api/admin/events/${draft._id}/cancel`, { version: live.version, note: 'Moved online.' }, admin);
    expect((await location('/eventsDetails/'))[1]).toBe(firstRun ? `/events/${firstRun}` : '/events');

    // None coming: the list.
    const upcoming = await built.site.app.inject({ method: 'GET', url: '/api/admin/events?when=upcoming&limit=100', headers: admin });
    for (const event of upcoming.json<{ data: EventData[] }>().data.filter((found) => !found.cancelled)) {
      await rest('POST', `/api/admin/events/${event._id}/archive`, { version: event.version }, admin);
    }
    expect(await location('/eventsDetails')).toEqual([301, '/events', 'no-cache']);
    // Only GET and HEAD are redirected.
    expect((await built.site.app.inject({ method: 'POST', url: '/eventsDetails' })).statusCode).not.toBe(301);
  });

  it('answers an event\'s old address, after its slug changed, with 301 to the new one, query kept', async () => {
    const admin = await adminOf();
    const draft = await rest('POST', '/api/admin/events', { ...EVENT_INPUT, title: 'Lenders Evening', slug: 'lenders-evening' }, admin);
    const live = await rest('POST', `/api/admin/events/${draft._id}/publish`, { version: draft.version }, admin);
    await rest('PUT', `/api/admin/events/${draft._id}`, { ...EVENT_INPUT, title: 'Lenders Evening', slug: 'lenders-evening-mumbai', version: live.version }, admin);
    expect((await location('/events/lenders-evening?ref=mail')).slice(0, 2)).toEqual([301, '/events/lenders-evening-mumbai?ref=mail']);
    expect((await built.site.app.inject({ method: 'GET', url: '/events/lenders-evening-mumbai' })).statusCode).not.toBe(301);
  });
});
