import { screen, waitFor, within } from '@testing-library/react';
import { fill, setupUser } from '../../test/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '../../test/graphql';
import { graphQLResponse, renderPublic } from '../../test/render';
import { ContactForm } from './ContactForm';

afterEach(() => vi.unstubAllGlobals());

const THANKS = 'Thank you for reaching out... Our team will get back to you soon.';
const sentOk = () => ({ data: { submitContactForm: { __typename: 'SubmitContactFormPayload', success: true, message: THANKS } } });

async function setup(handlers: Parameters<typeof stubGraphQL>[0] = {}) {
  const graphql = stubGraphQL({ SubmitContactForm: sentOk, ...handlers });
  const user = setupUser();
  renderPublic(
    <>
      <h2 id="contact-form-title">Tell us what you are working on</h2>
      <ContactForm labelledBy="contact-form-title" />
    </>,
  );
  const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
  const select = (name: string | RegExp) => screen.getByRole('combobox', { name });
  const submit = () => user.click(screen.getByRole('button', { name: 'Send message' }));
  // The country list arrives after the form is shown.
  await within(select('Country')).findByRole('option', { name: 'India (+91)' });
  return { user, field, select, submit, graphql };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** What assistive technology reads after the field's name (`aria-describedby`). */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** Fills every required field with good values; India, and the given role. */
async function fillValid({ user, field, select }: Setup, { role = 'Investor' } = {}) {
  await user.type(field('First name'), 'Ananya');
  await user.type(field('Last name'), 'Rao');
  await user.type(field('Work email'), 'ananya@example.com');
  await user.selectOptions(select('Country'), 'India (+91)');
  await user.type(field('Phone number'), '98450 12345');
  await user.selectOptions(select('I am a'), role);
  await fill(user, field('Message'), 'We are raising a working-capital line of 5 crore.');
}

describe('contact form: checks on blur', () => {
  it('is named by the heading of the section around it', async () => {
    await setup();
    expect(screen.getByRole('form', { name: 'Tell us what you are working on' })).toBeTruthy();
  });

  it('shows a field’s message when the visitor leaves it, and only for the fields they touched', async () => {
    const { user, field } = await setup();
    await user.click(field('First name'));
    await user.tab();

    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Last name is required')).toBeNull();
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.queryByText('Message is required')).toBeNull();
  });

  it('checks the address, the phone digits, the landline and the message length', async () => {
    const { user, field } = await setup();
    await user.type(field('Work email'), 'ananya@example');
    await user.type(field('Phone number'), '98765');
    await user.type(field(/Landline number/), '12345');
    await user.type(field('Message'), 'Too short');
    await user.tab();

    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Phone number is too short')).toBeTruthy();
    expect(screen.getByText('Landline number is too short')).toBeTruthy();
    expect(screen.getByText('Message should be at least 10 characters long')).toBeTruthy();

    await user.type(field('Phone number'), '12345678901');
    await user.type(field(/Landline number/), '12345678901');
    await user.tab();
    expect(await screen.findByText('Phone number is too long')).toBeTruthy();
    expect(screen.getByText('Landline number is too long')).toBeTruthy();
  });

  it('keeps only the digits of phone numbers', async () => {
    const { user, field } = await setup();
    await user.type(field('Phone number'), '(984) 50-1234a5');
    await user.type(field(/Landline number/), '080 4000-2020');
    expect((field('Phone number') as HTMLInputElement).value).toBe('9845012345');
    expect((field(/Landline number/) as HTMLInputElement).value).toBe('08040002020');
  });
});

describe('contact form: checks on submit', () => {
  it('shows every broken rule, focuses the first, and sends nothing', async () => {
    const { submit, field, graphql } = await setup();
    await submit();

    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Country is required',
      'Phone number is required',
      'Please select a role',
      'Message is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.queryByText('Please specify your role')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('First name')));
    expect(graphql.variablesOf('SubmitContactForm')).toEqual([]);
  });

  it('clears a field’s message as soon as it is edited, and keeps the others', async () => {
    const { user, submit, field, select } = await setup();
    await submit();
    await screen.findByText('First name is required');

    await user.type(field('First name'), 'A');
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(field('First name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Last name is required')).toBeTruthy();

    await user.selectOptions(select('Country'), 'India (+91)');
    expect(screen.queryByText('Country is required')).toBeNull();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
  });
});

describe('contact form: country and calling code', () => {
  it('shows the chosen country’s code beside the number, and changing country swaps it, dropping the old prefix', async () => {
    const { user, select, field, submit, graphql } = await setup();
    const phone = field('Phone number');
    expect(descriptionOf(phone)).toBe('Calling code +1');

    await user.selectOptions(select('Country'), 'India (+91)');
    expect(descriptionOf(phone)).toBe('Calling code +91');
    // Typed or pasted with its code: the code is already beside the field.
    await user.type(phone, '+91 98450 12345');
    expect((phone as HTMLInputElement).value).toBe('9845012345');
    await user.clear(phone);
    await user.click(phone);
    await user.paste('+91 98450 12345');
    expect((phone as HTMLInputElement).value).toBe('9845012345');

    await user.selectOptions(select('Country'), 'United Kingdom (+44)');
    expect(descriptionOf(phone)).toBe('Calling code +44');
    expect((phone as HTMLInputElement).value).toBe('9845012345');

    await user.type(field('First name'), 'Ananya');
    await user.type(field('Last name'), 'Rao');
    await user.type(field('Work email'), 'ananya@example.com');
    await user.selectOptions(select('I am a'), 'Borrower');
    await fill(user, field('Message'), 'We are raising a working-capital line of 5 crore.');
    await submit();

    await screen.findByText(THANKS);
    expect(graphql.variablesOf('SubmitContactForm')[0]?.input).toMatchObject({
      country: 'United Kingdom',
      countryCode: '+44',
      phoneNumber: '+449845012345',
    });
  });

  it('lists the countries by name', async () => {
    const { select } = await setup();
    const names = within(select('Country'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Select your country', 'Canada (+1)', 'India (+91)', 'United Kingdom (+44)', 'United States (+1)']);
  });
});

describe('contact form: role', () => {
  it('reveals a field for the role when the visitor picks Other, and clears it when they pick another role', async () => {
    const { user, select, field } = await setup();
    expect(screen.queryByRole('textbox', { name: 'Your role' })).toBeNull();

    await user.selectOptions(select('I am a'), 'Other');
    await user.click(field('Your role'));
    await user.tab();
    expect(await screen.findByText('Please specify your role')).toBeTruthy();
    await user.type(field('Your role'), 'Family office');
    expect(screen.queryByText('Please specify your role')).toBeNull();

    await user.selectOptions(select('I am a'), 'Investor');
    expect(screen.queryByRole('textbox', { name: 'Your role' })).toBeNull();

    await user.selectOptions(select('I am a'), 'Other');
    expect((field('Your role') as HTMLInputElement).value).toBe('');
  });
});

describe('contact form: what is sent', () => {
  it('sends the prefixed number, the newsletter choice as a boolean, the role in the visitor’s words and the spam-guard fields', async () => {
    const context = await setup();
    const { user, field, submit, graphql } = context;
    await fillValid(context, { role: 'Other' });
    await user.type(field('Your role'), 'Family office');
    await user.type(field('Company name (optional)'), 'Rao Capital');
    await user.click(screen.getByRole('checkbox', { name: /Subscribe to our newsletter/ }));
    await submit();

    await screen.findByText(THANKS);
    expect(graphql.variablesOf('SubmitContactForm')).toEqual([
      {
        input: {
          source: 'contact',
          firstName: 'Ananya',
          lastName: 'Rao',
          companyName: 'Rao Capital',
          email: 'ananya@example.com',
          newsletter: true,
          country: 'India',
          countryCode: '+91',
          phoneNumber: '+919845012345',
          role: 'Family office',
          customRole: 'Family office',
          message: 'We are raising a working-capital line of 5 crore.',
          website: '',
          formToken: 'form-token-1',
        },
      },
    ]);
  });

  it('sends newsletter false when the box is left empty, and the landline with its country’s code', async () => {
    const context = await setup();
    const { user, field, select, submit, graphql } = context;
    await fillValid(context);
    await user.selectOptions(select(/Landline country/), 'United Kingdom (+44)');
    await user.type(field(/Landline number/), '2079460000');
    await submit();

    await screen.findByText(THANKS);
    expect(graphql.variablesOf('SubmitContactForm')[0]?.input).toMatchObject({
      newsletter: false,
      role: 'Investor',
      landlineCountry: 'United Kingdom',
      landlineCountryCode: '+44',
      landlineNumber: '2079460000',
    });
  });
});

describe('contact form: sending', () => {
  it('shows Submitting... with the fields disabled, then the thank-you dialog, and empties the form', async () => {
    let answer: (response: Response) => void = () => {};
    const context = await setup({ SubmitContactForm: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { field, submit } = context;
    await fillValid(context);
    // Held before the dialog opens: a modal dialog hides the page behind it from the accessibility tree.
    const firstName = field('First name') as HTMLInputElement;
    const message = field('Message') as HTMLTextAreaElement;
    const send = screen.getByRole('button', { name: 'Send message' });
    await submit();

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(firstName.matches(':disabled')).toBe(true);
    expect(message.matches(':disabled')).toBe(true);

    answer(graphQLResponse(sentOk()));
    const dialog = await screen.findByRole('dialog', { name: 'Message sent' });
    expect(within(dialog).getByText(THANKS)).toBeTruthy();
    expect(firstName.value).toBe('');
    expect(message.value).toBe('');
    expect(send.textContent).toBe('Send message');
    expect(send.hasAttribute('disabled')).toBe(false);
  });

  it('shows the server’s field messages against their fields', async () => {
    const context = await setup({
      SubmitContactForm: () => ({
        data: null,
        errors: [{ message: 'Email is required', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'email', message: 'Please enter a valid email address' }] } }],
      }),
    });
    await fillValid(context);
    await context.submit();

    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(context.field('Work email').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the message of a refusal below the button (too many requests)', async () => {
    const context = await setup({
      SubmitContactForm: () => ({
        data: null,
        errors: [{ message: 'Too many submissions from your network. Please wait a minute and try again.', extensions: { code: 'TOO_MANY_REQUESTS' } }],
      }),
    });
    await fillValid(context);
    await context.submit();

    expect((await screen.findByRole('alert')).textContent).toBe('Too many submissions from your network. Please wait a minute and try again.');
  });

  it('says the form could not be submitted when the server refuses without a reason', async () => {
    const context = await setup({ SubmitContactForm: () => ({ data: { submitContactForm: { __typename: 'SubmitContactFormPayload', success: false, message: '' } } }) });
    await fillValid(context);
    await context.submit();

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit form. Please try again.');
  });

  it('says an error occurred when the request does not get through', async () => {
    const context = await setup({
      SubmitContactForm: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await fillValid(context);
    await context.submit();

    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred while submitting the form. Please try again.');
  });
});

describe('contact form: the server\'s answer to a plain post (sent before the page\'s script ran)', () => {
  it('starts from what was sent, each message beside its field, and clears a message as its field is edited', async () => {
    stubGraphQL({ SubmitContactForm: sentOk });
    const user = setupUser();
    renderPublic(
      <ContactForm
        labelledBy="contact-form-title"
        posted={{
          values: { firstName: 'Asha', email: 'asha@', message: 'Hello', newsletter: true },
          errors: { lastName: 'Last name is required', email: 'Please enter a valid email address' },
        }}
      />,
    );
    const email = screen.getByRole('textbox', { name: /^Work email/ });
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveProperty('value', 'Asha');
    expect(email).toHaveProperty('value', 'asha@');
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', true);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();

    await user.type(email, 'example.com');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.getByText('Last name is required')).toBeTruthy();
  });
});
