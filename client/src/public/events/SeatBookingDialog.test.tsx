import { BOOKING_MESSAGES } from '@rules/bookings';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '../../test/graphql';
import { renderPublic } from '../../test/render';
import { fill, setupUser } from '../../test/user';
import SeatBookingDialog, { phoneDigits } from './SeatBookingDialog';
import { bookSeatButton } from './events';
import { seatTargetOf } from './seatBookingEntry';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const booked = (status: string, message: string) => () => ({ data: { bookSeat: { __typename: 'BookSeatPayload', success: true, status, message } } });

async function openBooking(handlers: Parameters<typeof stubGraphQL>[0] = {}) {
  const graphql = stubGraphQL(handlers);
  const user = setupUser();
  const onClose = vi.fn();
  renderPublic(<SeatBookingDialog target={{ event: 'sme-credit-roundtable' }} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Book Your Seat' });
  const country = within(dialog).getByLabelText(/^Country/) as HTMLSelectElement;
  await waitFor(() => expect(country.options.length).toBeGreaterThan(1));
  const fillValid = async () => {
    await fill(user, screen.getByLabelText(/^First Name/), 'Nisha');
    await fill(user, screen.getByLabelText(/^Last Name/), 'Menon');
    await fill(user, screen.getByLabelText(/^Email/), 'nisha@example.com');
    await user.selectOptions(country, 'IN');
    await fill(user, screen.getByLabelText(/^phone Number/), '9845012345');
    await user.clear(screen.getByLabelText(/^Number of Tickets/));
    await fill(user, screen.getByLabelText(/^Number of Tickets/), '3');
  };
  return { graphql, user, dialog, onClose, fillValid, submit: () => user.click(within(dialog).getByRole('button', { name: 'Book my seat' })) };
}

describe('Book Your Seat', () => {
  it('has every field of the seat booking form, marking the required ones', async () => {
    const { dialog } = await openBooking();
    for (const label of ['Pronoun', 'First Name', 'Middle Name', 'Last Name', 'Company Name', 'Designation', 'Email', 'Country', 'phone Number', 'Number of Tickets']) {
      expect(within(dialog).getByLabelText(new RegExp(`^${label}`))).toBeTruthy();
    }
    expect([...(screen.getByLabelText(/^Pronoun/) as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Select', 'He/she/him/her', 'They/them', 'Other']);
    const required = ['First Name', 'Last Name', 'Email', 'Country', 'phone Number', 'Number of Tickets'].map((label) => (screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).required);
    expect(required.every(Boolean)).toBe(true);
    const tickets = screen.getByLabelText(/^Number of Tickets/) as HTMLInputElement;
    expect([tickets.min, tickets.max, tickets.value]).toEqual(['1', '10', '1']);
    // Without scripts it posts to its own page, for the event.
    expect(dialog.querySelector('form')?.getAttribute('action')).toBe('/forms/booking?event=sme-credit-roundtable');
  });

  it('fills the calling code from the country, and keeps only digits and + in the phone number', async () => {
    const { user } = await openBooking();
    await user.selectOptions(screen.getByLabelText(/^Country/), 'IN');
    expect(screen.getByText('+91')).toBeTruthy();
    const phone = screen.getByLabelText(/^phone Number/) as HTMLInputElement;
    await user.type(phone, '98-450 (123)45x');
    expect(phone.value).toBe('9845012345');
    expect(phoneDigits('+91 98450-12345')).toBe('+919845012345');
  });

  it('books the event its button names and shows where the booking landed, in the server\'s words', async () => {
    const booking = await openBooking({ BookSeat: booked('waitlisted', BOOKING_MESSAGES.waitlisted) });
    await booking.fillValid();
    await booking.submit();
    expect(await screen.findByText(BOOKING_MESSAGES.waitlisted)).toBeTruthy();
    expect(booking.graphql.variablesOf('BookSeat')[0]?.input).toMatchObject({
      event: 'sme-credit-roundtable',
      firstName: 'Nisha',
      lastName: 'Menon',
      email: 'nisha@example.com',
      country: 'India',
      phoneNumber: '+919845012345',
      seats: 3,
    });
  });

  it('shows a refusal (the address already booked) in the form, and keeps what was typed', async () => {
    const booking = await openBooking({
      BookSeat: () => ({ errors: [{ message: BOOKING_MESSAGES.alreadyBooked, extensions: { code: 'CONFLICT', fields: [{ path: 'email', message: BOOKING_MESSAGES.alreadyBooked }] } }] }),
    });
    await booking.fillValid();
    await booking.submit();
    expect((await screen.findByRole('alert')).textContent).toBe(BOOKING_MESSAGES.alreadyBooked);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('nisha@example.com');
  });

  it('asks the event\'s questions, each an optional field, sends the answers in their order, and keeps them when the server refuses', async () => {
    let refuse = true;
    const booking = await openBooking({
      BookingQuestions: ({ slug }) => ({ data: { event: { __typename: 'Event', id: 'RXZlbnQ6MQ==', questions: slug === 'sme-credit-roundtable' ? ['Dietary needs?', 'Which session interests you most?'] : [] } } }),
      BookSeat: () => (refuse ? { errors: [{ message: BOOKING_MESSAGES.bookingClosed, extensions: { code: 'BAD_USER_INPUT' } }] } : booked('booked', BOOKING_MESSAGES.booked)()),
    });
    const first = (await within(booking.dialog).findByLabelText(/^Dietary needs\?/)) as HTMLInputElement;
    const second = within(booking.dialog).getByLabelText(/^Which session interests you most\?/) as HTMLInputElement;
    expect([first.name, second.name, first.required, second.required]).toEqual(['answer1', 'answer2', false, false]);
    expect(within(booking.dialog).getAllByText('(optional)')).toHaveLength(2);
    await booking.fillValid();
    await fill(booking.user, first, 'Vegetarian');
    await fill(booking.user, second, 'Panels');
    await booking.submit();
    expect((await screen.findByRole('alert')).textContent).toBe(BOOKING_MESSAGES.bookingClosed);
    expect([first.value, second.value]).toEqual(['Vegetarian', 'Panels']);

    refuse = false;
    await booking.user.clear(first);
    await booking.submit();
    expect(await screen.findByText(BOOKING_MESSAGES.booked)).toBeTruthy();
    expect(booking.graphql.variablesOf('BookSeat').map((variables) => (variables.input as { answers?: string[] }).answers)).toEqual([
      ['Vegetarian', 'Panels'],
      ['', 'Panels'],
    ]);
  });

  it('has no question fields for an event that asks none, and sends no answers', async () => {
    const booking = await openBooking({ BookingQuestions: () => ({ data: { event: { __typename: 'Event', id: 'RXZlbnQ6MQ==', questions: [] } } }), BookSeat: booked('booked', BOOKING_MESSAGES.booked) });
    await waitFor(() => expect(booking.graphql.variablesOf('BookingQuestions')).toHaveLength(1));
    expect(booking.dialog.querySelector('input[name^="answer"]')).toBeNull();
    await booking.fillValid();
    await booking.submit();
    expect(await screen.findByText(BOOKING_MESSAGES.booked)).toBeTruthy();
    expect(booking.graphql.variablesOf('BookSeat')[0]?.input).not.toHaveProperty('answers');
  });

  it('is opened by a button that names its event, which without scripts is a link to the form\'s page', () => {
    const attributes = bookSeatButton('growth-gains-conference');
    expect(attributes).toMatchObject({ 'data-opens': 'book-seat', 'data-event': 'growth-gains-conference', href: '/forms/booking?event=growth-gains-conference' });
    const button = document.createElement('a');
    button.dataset.event = 'growth-gains-conference';
    expect(seatTargetOf(button)).toEqual({ event: 'growth-gains-conference' });
  });
});
