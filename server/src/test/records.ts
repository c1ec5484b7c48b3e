import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { EventBookingEntity } from '../modules/bookings/booking.entity.js';
import { JobApplicationEntity } from '../modules/careers/careers.entity.js';
import { ContentItemEntity } from '../modules/content/content.entity.js';
import { ContactSubmissionEntity } from '../modules/contact/contact.entity.js';
import { DemoRequestEntity } from '../modules/demo/demo.entity.js';
import { SubscriberEntity } from '../modules/newsletter/newsletter.entity.js';
import { applyByRest, postActiveJob } from './applications.js';
import type { TestApp } from './app.js';
import { addPageSections } from './content-kinds.js';
import { EVENT_INPUT } from './events.js';
import { PDF } from './files.js';
import { VALID_CONTACT, VALID_DEMO } from './payloads.js';

/** The ids of one record of every kind an admin operation acts on. */
export interface OneOfEach {
  job: string;
  application: string;
  contact: string;
  demo: string;
  subscriber: string;
  recipient: string;
  /** A draft Insights post. */
  post: string;
  /** A draft event. */
  event: string;
  /** A published event taking bookings (its slug), and a seat booked at it. */
  bookedEvent: { id: string; slug: string };
  booking: string;
  /** A draft success story. */
  story: string;
  /** A draft testimonial. */
  testimonial: string;
  /** A draft home figure. */
  figure: string;
  /** A draft borrower stage. */
  stage: string;
  /** A draft partner logo. */
  partner: string;
  /** A draft profile. */
  profile: string;
  /** A page text (the first run's, of the home page's hero: none can be made). */
  section: string;
  /** A draft service (the Services page's tabs). */
  service: string;
  /** A draft value (the About page's "What We Stand For"). */
  value: string;
  /** A draft ecosystem tile. */
  tile: string;
  /** A draft Our Edge panel. */
  panel: string;
}

/**
 * One fresh record of every kind, made through the APIs as a visitor and `admin` would: an Active
 * job with an application (and its resume), a contact message with a reply, a demo request, a
 * subscriber, an email recipient, and a draft post, event, story, testimonial, home figure, borrower
 * stage, partner logo, profile, service, value, ecosystem tile and edge panel, with the home hero's page text (the pages' own: none is made). Each call makes new ones, so an operation that deletes really
 * deletes and the next run still has something to act on.
 */
export async function oneOfEach(t: Pick<TestApp, 'app' | 'orm'>, admin: { authorization: string }): Promise<OneOfEach> {
  const email = `lena.${randomUUID()}@example.com`;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
  const job = await postActiveJob(t.app, admin);
  expect((await applyByRest(t.app, job, [{ filename: 'cv.pdf', content: PDF }], { email })).statusCode).toBe(201);
  expect((await post('/api/contact', { ...VALID_CONTACT, email })).statusCode).toBe(201);
  expect((await post('/api/demo-requests', { ...VALID_DEMO, email })).statusCode).toBe(201);
  expect((await post('/api/subscriptions/subscribe', { email })).statusCode).toBeLessThan(300);
  const recipient = await post('/email-recipients', { name: 'Cara', email: `cara.${randomUUID()}@finmesh.test`, notificationTypes: ['career'] }, admin);
  const em = t.orm.em.fork();
  const application = await em.findOneOrFail(JobApplicationEntity, { email });
  const contact = await em.findOneOrFail(ContactSubmissionEntity, { email });
  const demo = await em.findOneOrFail(DemoRequestEntity, { email });
  const subscriber = await em.findOneOrFail(SubscriberEntity, { email });
  await post(`/api/contact/admin/contact-submissions/${contact.id}/reply`, { message: 'Thanks, we will call you.' }, admin);
  const draft = await post('/api/admin/posts', { title: `Working capital ${randomUUID()}`, body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Cash flow first.' }] }] } }, admin);
  expect(draft.statusCode).toBe(201);
  const event = await post('/api/admin/events', { ...EVENT_INPUT, title: `Roundtable ${randomUUID()}` }, admin);
  expect(event.statusCode).toBe(201);
  const open = await post('/api/admin/events', { ...EVENT_INPUT, title: `Open day ${randomUUID()}` }, admin);
  expect(open.statusCode).toBe(201);
  const openEvent = (open.json() as { data: { _id: string; slug: string } }).data;
  expect((await post(`/api/admin/events/${openEvent._id}/publish`, { version: 1 }, admin)).statusCode).toBe(200);
  expect((await post(`/api/events/${openEvent.slug}/bookings`, { firstName: 'Lena', lastName: 'Fischer', email, seats: 1 })).statusCode).toBe(201);
  const booking = await em.findOneOrFail(EventBookingEntity, { email });
  const story = await post('/api/admin/stories', { client: `Kiran Foods ${randomUUID()}`, sector: 'FMCG', outcome: 'Working capital', figureValue: '11 days', figureLabel: 'to funds', text: 'Signed in two weeks.' }, admin);
  expect(story.statusCode).toBe(201);
  const testimonial = await post('/api/admin/testimonials', { name: `Kavita ${randomUUID()}`, role: 'CFO', lines: ['Funds in two weeks.'] }, admin);
  expect(testimonial.statusCode).toBe(201);
  const figure = await post('/api/admin/figures', { value: `${randomUUID().slice(0, 8)} days`, label: 'to funds', placement: 'hero' }, admin);
  expect(figure.statusCode).toBe(201);
  const stage = await post('/api/admin/stages', { stage: `Stage ${randomUUID().slice(0, 8)}`, successRate: 50, avgAmount: '₹5 Cr', avgTerm: '24 months', risk: 'Medium', investors: 10, roi: 12 }, admin);
  expect(stage.statusCode).toBe(201);
  const partner = await post('/api/admin/partners', { name: `Northwind ${randomUUID().slice(0, 8)}`, mark: 'wave' }, admin);
  expect(partner.statusCode).toBe(201);
  const profile = await post('/api/admin/profiles', { name: `Aarav ${randomUUID()}`, role: 'CEO', group: 'leadership', profileUrl: 'https://www.linkedin.com/in/aarav' }, admin);
  expect(profile.statusCode).toBe(201);
  const service = await post(
    '/api/admin/services',
    { label: `Matching ${randomUUID().slice(0, 8)}`, icon: 'matchmaking', title: 'AI-driven matchmaking', summary: 'Scored against live mandates.', points: ['Ranked by fit'], highlightValue: 'Minutes', highlightLabel: 'to a first match' },
    admin,
  );
  expect(service.statusCode).toBe(201);
  const value = await post('/api/admin/values', { title: `Listen first ${randomUUID().slice(0, 8)}`, text: 'Every business has its own story.' }, admin);
  expect(value.statusCode).toBe(201);
  const tile = await post('/api/admin/ecosystem-tiles', { title: `CLM ${randomUUID().slice(0, 8)}`, summary: 'Signed in one place.', text: 'Term sheets drafted and signed in one place.', icon: 'contracts' }, admin);
  expect(tile.statusCode).toBe(201);
  const panel = await post('/api/admin/edge-panels', { title: `Automation ${randomUUID().slice(0, 8)}`, content: 'Documents move by themselves.', colour: 'rose', film: 'automation', videoLabel: 'Documents through a pipeline' }, admin);
  expect(panel.statusCode).toBe(201);
  const idOf = (response: typeof draft) => (response.json() as { data: { _id: string } }).data._id;
  const sections = (await em.count(ContentItemEntity, { type: 'section' })) === 0 ? await addPageSections(em) : null;
  const section = sections?.['home-hero'] ?? (await em.findOneOrFail(ContentItemEntity, { type: 'section', slug: 'home-hero' })).id;
  return {
    section,
    story: idOf(story),
    testimonial: idOf(testimonial),
    figure: idOf(figure),
    stage: idOf(stage),
    partner: idOf(partner),
    profile: idOf(profile),
    service: idOf(service),
    value: idOf(value),
    tile: idOf(tile),
    panel: idOf(panel),
    event: idOf(event),
    bookedEvent: { id: openEvent._id, slug: openEvent.slug },
    booking: booking.id,
    post: idOf(draft), job, application: application.id, contact: contact.id, demo: demo.id, subscriber: subscriber.id, recipient: (recipient.json() as { data: { _id: string } }).data._id };
}
