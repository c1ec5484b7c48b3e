import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '../../test/graphql';
import { renderPublic } from '../../test/render';
import { fill, setupUser } from '../../test/user';
import SeatBookingDialog, { phoneDigits } from './SeatBookingDialog';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Book Your Seat', () => {
  it('has every field of the seat booking form, the browser checking the required ones', async () => {
    stubGraphQL();
    renderPublic(<SeatBookingDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Seat' });
    for (const label of ['Pronoun', 'First Name', 'Middle Name', 'Last Name', 'Company Name', 'Designation', 'Email', 'Country', 'phone Number', 'Number of Tickets']) {
      expect(within(dialog).getByLabelText(new RegExp(`^${label}`))).toBeTruthy();
    }
    expect([...(screen.getByLabelText(/^Pronoun/) as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Select', 'He/she/him/her', 'They/them', 'Other']);
    const required = ['First Name', 'Last Name', 'Email', 'Country', 'phone Number', 'Number of Tickets'].map((label) => (screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).required);
    expect(required.every(Boolean)).toBe(true);
    const tickets = screen.getByLabelText(/^Number of Tickets/) as HTMLInputElement;
    expect([tickets.min, tickets.max, tickets.value]).toEqual(['1', '10', '1']);
    const form = dialog.querySelector('form');
    expect(form?.noValidate).toBe(false);
  });

  it('fills the calling code from the country, and keeps only digits and + in the phone number', async () => {
    stubGraphQL();
    const user = setupUser();
    renderPublic(<SeatBookingDialog open onClose={() => undefined} />);
    const country = (await screen.findByLabelText(/^Country/)) as HTMLSelectElement;
    await waitFor(() => expect(country.options.length).toBeGreaterThan(1));
    await user.selectOptions(country, 'IN');
    expect(screen.getByText('+91')).toBeTruthy();
    const phone = screen.getByLabelText(/^phone Number/) as HTMLInputElement;
    await user.type(phone, '98-450 (123)45x');
    expect(phone.value).toBe('9845012345');
    expect(phoneDigits('+91 98450-12345')).toBe('+919845012345');
  });

  it('books: the alert "Ticket booked successfully!", the modal closes, and nothing is sent', async () => {
    const { fetchMock } = stubGraphQL();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const onClose = vi.fn();
    const user = setupUser();
    renderPublic(<SeatBookingDialog open onClose={onClose} />);
    const country = (await screen.findByLabelText(/^Country/)) as HTMLSelectElement;
    await waitFor(() => expect(country.options.length).toBeGreaterThan(1));
    const callsBefore = fetchMock.mock.calls.length;

    await fill(user, screen.getByLabelText(/^First Name/), 'Nisha');
    await fill(user, screen.getByLabelText(/^Last Name/), 'Menon');
    await fill(user, screen.getByLabelText(/^Email/), 'nisha@example.com');
    await user.selectOptions(country, 'IN');
    await fill(user, screen.getByLabelText(/^phone Number/), '9845012345');
    await user.clear(screen.getByLabelText(/^Number of Tickets/));
    await fill(user, screen.getByLabelText(/^Number of Tickets/), '3');
    await user.click(screen.getByRole('button', { name: 'Book my seat' }));

    expect(alert).toHaveBeenCalledWith('Ticket booked successfully!');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
  });
});
