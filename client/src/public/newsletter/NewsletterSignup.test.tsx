import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../test/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphQLResponse, renderPublic } from '../../test/render';
import { NewsletterSignup } from './NewsletterSignup';

/** Every request the form makes: the subscribe calls only (the one-field form asks for no spam-guard token). */
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const user = setupUser();
  renderPublic(<NewsletterSignup />);
  const email = screen.getByRole('textbox', { name: 'Email address' });
  const submit = () => user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return { user, email, submit };
}

const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as { variables: unknown });

describe('newsletter signup', () => {
  it('shows the terms line with a Privacy Policy link that opens in a new tab', () => {
    setup();
    expect(screen.getByText(/By subscribing to our newsletter you agree to our/).textContent).toBe(
      'By subscribing to our newsletter you agree to our Privacy Policy.',
    );
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link.getAttribute('href')).toBe('/privacy-policy');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('asks for an address when the field is empty, without calling the server', async () => {
    const { submit } = setup();
    await submit();
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an address with spaces, and clears the message on edit', async () => {
    const { user, email, submit } = setup();
    await user.type(email, 'ananya rao@example.com');
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await user.type(email, 'x');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Subscribing... while sending, then the success toast, and clears the field', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, email, submit } = setup();
    await user.type(email, ' ananya@example.com ');
    await submit();

    const busy = await screen.findByRole('button', { name: 'Subscribing...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(email.hasAttribute('disabled')).toBe(true);
    // Judged by the honeypot alone: a browser fills in one field and the visitor presses Enter within a second.
    await waitFor(() => expect(sentBodies()[0]?.variables).toEqual({ input: { email: 'ananya@example.com', website: '' } }));

    answer(
      graphQLResponse({
        data: {
          subscribe: {
            __typename: 'SubscribePayload',
            message: 'Successfully subscribed to our newsletter!',
            subscriber: { __typename: 'Subscriber', id: 'U3Vic2NyaWJlcjox', email: 'ananya@example.com', isActive: true },
          },
        },
      }),
    );
    expect(await screen.findByText('Successfully subscribed to our newsletter!')).toBeTruthy();
    await waitFor(() => expect((email as HTMLInputElement).value).toBe(''));
    expect(screen.getByRole('button', { name: 'Subscribe' }).hasAttribute('disabled')).toBe(false);
  });

  it('toasts that a confirmation email is on its way when the server asks the subscriber to confirm (double opt-in)', async () => {
    const pending = 'Successfully subscribed to our newsletter! A confirmation email is on its way: please follow the link in it to start receiving the newsletter.';
    fetchMock.mockResolvedValue(
      graphQLResponse({
        data: { subscribe: { __typename: 'SubscribePayload', message: pending, subscriber: { __typename: 'Subscriber', id: 'U3Vic2NyaWJlcjoy', email: 'meera@example.com', isActive: false } } },
      }),
    );
    const { user, email, submit } = setup();
    await user.type(email, 'meera@example.com');
    await submit();

    expect(await screen.findByText(pending)).toBeTruthy();
    await waitFor(() => expect((email as HTMLInputElement).value).toBe(''));
  });

  it('toasts the server message when it refuses, and keeps the address', async () => {
    fetchMock.mockResolvedValue(
      graphQLResponse({
        data: null,
        errors: [{ message: 'This email is already subscribed to our newsletter.', extensions: { code: 'CONFLICT' } }],
      }),
    );
    const { user, email, submit } = setup();
    await user.type(email, 'marcus@example.com');
    await submit();

    expect(await screen.findByText('This email is already subscribed to our newsletter.')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('marcus@example.com');
  });

  it('says an error occurred when the request does not get through', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, email, submit } = setup();
    await user.type(email, 'marcus@example.com');
    await submit();

    expect(await screen.findByText('An error occurred. Please try again later.')).toBeTruthy();
  });
});
