import { BOOKING_MESSAGES } from '@rules/bookings';
import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_COUNTRIES } from '../../content/forms';
import type { ExecuteGraphQL } from '@shared/render-seam';
import { answerPost, thanksOf } from './formPosts';

/** The server's executor, answering every operation with `response` and keeping what it was asked. */
function executor(response: Awaited<ReturnType<ExecuteGraphQL>>) {
  const execute = vi.fn<ExecuteGraphQL>(async () => response);
  const variables = () => execute.mock.calls.map(([request]) => request.variables);
  return { execute, variables };
}

const sending = (execute: ExecuteGraphQL, query = '') => ({ execute, countries: FALLBACK_COUNTRIES, query: new URLSearchParams(query) });
const fields = (values: Record<string, string>) => ({ fields: Object.entries(values), uploads: [] });

const THANKS = 'Thank you for reaching out... Our team will get back to you soon.';
const CONTACT = { firstName: ' Asha ', lastName: 'Rao', email: 'asha@example.com', country: 'IN', phoneNumber: '98450 12345', role: 'Investor', message: 'We are raising working capital.', website: '' };

describe('a form posted without the page\'s script', () => {
  it('is checked by the browser\'s own rules first: the messages and what was typed come back, and nothing is sent', async () => {
    const { execute } = executor({ data: null });
    const answer = await answerPost('contact', fields({ firstName: 'Asha', email: 'asha@', message: 'Hi', newsletter: 'on' }), sending(execute));
    expect(answer).toEqual({
      sent: false,
      status: 400,
      posted: {
        values: expect.objectContaining({ firstName: 'Asha', email: 'asha@', message: 'Hi', newsletter: true, lastName: '' }),
        errors: {
          lastName: 'Last name is required',
          email: 'Please enter a valid email address',
          country: 'Country is required',
          phoneNumber: 'Phone number is required',
          role: 'Please select a role',
          message: 'Message should be at least 10 characters long',
        },
      },
    });
    expect(execute).not.toHaveBeenCalled();
  });

  it('is sent as the browser\'s form sends it: the country by name, the calling code, the prefixed number, the honeypot, no timing token', async () => {
    const { execute, variables } = executor({ data: { submitContactForm: { success: true, message: THANKS } } });
    expect(await answerPost('contact', fields(CONTACT), sending(execute))).toEqual({ sent: true });
    expect(variables()).toEqual([
      {
        input: expect.objectContaining({
          source: 'contact',
          firstName: 'Asha',
          country: 'India',
          countryCode: '+91',
          phoneNumber: '+919845012345',
          role: 'Investor',
          newsletter: false,
          website: '',
          formToken: undefined,
        }),
      },
    ]);
  });

  it('shows the server\'s field refusals against their fields, and a refusal of the whole form with its status', async () => {
    const refusedField = executor({ data: null, errors: [{ message: 'First name must be on one line', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'firstName', message: 'First name must be on one line' }] } }] });
    const invalid = await answerPost('contact', fields(CONTACT), sending(refusedField.execute));
    expect(invalid).toMatchObject({ sent: false, status: 400, posted: { errors: { firstName: 'First name must be on one line' } } });

    const tooMany = executor({ data: null, errors: [{ message: 'Too many submissions. Please wait a minute and try again.', extensions: { code: 'TOO_MANY_REQUESTS' } }] });
    const refused = await answerPost('newsletter', fields({ email: 'asha@example.com' }), sending(tooMany.execute));
    expect(refused).toEqual({ sent: false, status: 429, posted: { values: { email: 'asha@example.com' }, errors: { form: 'Too many submissions. Please wait a minute and try again.' } } });

    const closed = executor({ data: null, errors: [{ message: 'This position is no longer open', extensions: { code: 'NOT_FOUND' } }] });
    expect(await answerPost('contact', fields(CONTACT), sending(closed.execute))).toMatchObject({ sent: false, status: 404 });
  });

  it('sends a newsletter sign-up to the thanks that says a confirmation email is on its way when the server says so (double opt-in)', async () => {
    const subscribed = 'Successfully subscribed to our newsletter!';
    const pending = `${subscribed} A confirmation email is on its way: please follow the link in it to start receiving the newsletter.`;
    const answer = (message: string) => executor({ data: { subscribe: { message, subscriber: { id: 'U3Vic2NyaWJlcjox', email: 'asha@example.com', isActive: false } } } });

    expect(await answerPost('newsletter', fields({ email: 'asha@example.com' }), sending(answer(pending).execute))).toEqual({ sent: true, sentAs: 'confirming' });
    expect(await answerPost('newsletter', fields({ email: 'asha@example.com' }), sending(answer(subscribed).execute))).toEqual({ sent: true });
    expect(thanksOf('newsletter', 'confirming')).toBe(pending);
    expect(thanksOf('newsletter', '1')).toBe(subscribed);
  });

  it('books a seat at the event its page names, and sends the browser to the thanks that says where the booking landed', async () => {
    const { execute, variables } = executor({ data: { bookSeat: { success: true, status: 'waitlisted', message: BOOKING_MESSAGES.waitlisted } } });
    const booking = { firstName: 'Nisha', lastName: 'Menon', email: 'nisha@example.com', country: 'IN', phoneNumber: '98450-12345', numberOfTickets: '2', website: '' };
    expect(await answerPost('booking', fields(booking), sending(execute, 'event=sme-credit-roundtable'))).toEqual({ sent: true, sentAs: 'waitlisted' });
    expect(variables()).toEqual([{ input: expect.objectContaining({ event: 'sme-credit-roundtable', country: 'India', phoneNumber: '+919845012345', seats: 2, website: '' }) }]);
    expect(thanksOf('booking', 'waitlisted')).toBe(BOOKING_MESSAGES.waitlisted);
    expect(thanksOf('booking', 'pending_approval')).toBe(BOOKING_MESSAGES.pendingApproval);
    expect(thanksOf('booking', '1')).toBe(BOOKING_MESSAGES.booked);
  });

  it('says the form could not be sent when the executor fails', async () => {
    const execute = vi.fn<ExecuteGraphQL>(async () => Promise.reject(new Error('database down')));
    expect(await answerPost('newsletter', fields({ email: 'asha@example.com' }), sending(execute))).toMatchObject({
      sent: false,
      status: 500,
      posted: { errors: { form: 'An error occurred. Please try again later.' } },
    });
  });

  it('reads a meeting time as India time, the form having said so', async () => {
    const { execute, variables } = executor({ data: { requestDemo: { success: true, message: THANKS } } });
    const meeting = `${new Date().getFullYear() + 1}-03-02T10:30`;
    await answerPost('demo', fields({ firstName: 'Ira', lastName: 'Sen', email: 'ira@example.com', meetingDate: meeting, message: 'A walkthrough.' }), sending(execute));
    expect(variables()[0]).toMatchObject({ input: { meetingDate: new Date(`${meeting}+05:30`).toISOString(), timeZone: 'Asia/Kolkata' } });
  });

  it('sends an application for the job its page names, with the files the server received', async () => {
    const { execute, variables } = executor({ data: { applyForJob: { success: true, message: 'Your application has been submitted successfully!' } } });
    const resume = { received: 'cv.pdf' };
    const post = { ...fields({ firstName: 'Neel', lastName: 'Joshi', email: 'neel@example.com', country: 'IN', phone: '9845011223', coverNote: 'Five years of SME credit.', subscribe: 'on' }), uploads: [resume] };
    expect(await answerPost('application', post, sending(execute, '?job=Sm9iOjE&position=Credit+Analyst'))).toEqual({ sent: true });
    expect(variables()).toEqual([
      { input: expect.objectContaining({ jobId: 'Sm9iOjE', position: 'Credit Analyst', country: 'IN', countryCode: '+91', phone: '+919845011223', subscribe: true }), resumes: [resume] },
    ]);
  });

  it('answers a file the server could not take against the resumes field, before sending anything', async () => {
    const { execute } = executor({ data: null });
    const post = { ...fields({ firstName: 'Neel', lastName: 'Joshi', email: 'neel@example.com', country: 'IN', phone: '9845011223', coverNote: 'Five years.' }), refused: { path: 'resumes', message: 'File too large' } };
    expect(await answerPost('application', post, sending(execute))).toMatchObject({ sent: false, status: 413, posted: { errors: { resumes: 'File too large' } } });
    expect(execute).not.toHaveBeenCalled();
  });
});
