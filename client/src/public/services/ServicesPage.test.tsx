import { FIRST_RUN_SERVICES } from '@rules/content-kinds';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { setupUser } from '../../test/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '../../test/graphql';
import { renderPublic } from '../../test/render';
import { ServiceShowcase, type Service } from './ServiceShowcase';
import { talkToUs } from './talkToUs';
import { TalkToUsHost } from './talkToUsEntry';

afterEach(() => {
  act(() => talkToUs.close());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The first run's services, as the Services page's query hands them to the island. */
const SERVICES: Service[] = FIRST_RUN_SERVICES.map(({ slug, values }) => {
  const { highlightValue, highlightLabel, ...service } = values as Record<string, unknown>;
  return { id: slug, ...service, highlight: { value: highlightValue, label: highlightLabel } } as unknown as Service;
});

const THANKS = 'Thank you for reaching out... Our team will get back to you soon.';
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('services showcase', () => {
  it('starts on Match Making and moves on every 8 seconds, round the six', () => {
    vi.useFakeTimers();
    renderPublic(<ServiceShowcase services={SERVICES} />);
    expect(selectedTab()).toBe('01Match Making');
    expect(screen.getByRole('tabpanel').textContent).toContain('AI-driven matchmaking');

    act(() => vi.advanceTimersByTime(7999));
    expect(selectedTab()).toBe('01Match Making');
    act(() => vi.advanceTimersByTime(1));
    expect(selectedTab()).toBe('02Compliance');
    for (const next of ['03Venture Engine', '04Market Intelligence', '05Process Automation', '06Marketplace Solutions', '01Match Making']) {
      act(() => vi.advanceTimersByTime(8000));
      expect(selectedTab()).toBe(next);
    }
  });

  it('holds a visitor’s pick for 8 seconds, then resumes with the next', () => {
    vi.useFakeTimers();
    renderPublic(<ServiceShowcase services={SERVICES} />);
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.click(screen.getByRole('tab', { name: /Venture Engine/ }));
    expect(selectedTab()).toBe('03Venture Engine');

    act(() => vi.advanceTimersByTime(7999));
    expect(selectedTab()).toBe('03Venture Engine');
    act(() => vi.advanceTimersByTime(1));
    expect(selectedTab()).toBe('04Market Intelligence');
  });

  it('works from the keyboard: arrows, Home and End move and select', async () => {
    const user = setupUser();
    renderPublic(<ServiceShowcase services={SERVICES} />);
    const first = screen.getByRole('tab', { name: /Match Making/ });
    expect(first.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: /Compliance/ }).getAttribute('tabindex')).toBe('-1');

    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(selectedTab()).toBe('02Compliance');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Compliance/ }));
    await user.keyboard('{End}');
    expect(selectedTab()).toBe('06Marketplace Solutions');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('01Match Making');
    await user.keyboard('{ArrowUp}');
    expect(selectedTab()).toBe('06Marketplace Solutions');
    await user.keyboard('{Home}');
    expect(selectedTab()).toBe('01Match Making');
    expect(screen.getByRole('tabpanel', { name: /Match Making/ })).toBeTruthy();
  });

  it('stops moving on when the visitor pauses the tour', () => {
    vi.useFakeTimers();
    renderPublic(<ServiceShowcase services={SERVICES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the tour' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(selectedTab()).toBe('01Match Making');
    expect(screen.getByRole('button', { name: 'Play the tour' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the services the team published, in their order, with their numbers, points and highlight', () => {
    const edited = [{ ...(SERVICES[4] as Service), label: 'Paperwork', points: ['Signed on the platform'] }, SERVICES[0] as Service];
    renderPublic(<ServiceShowcase services={edited} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['01Paperwork', '02Match Making']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toContain('01 / 02 · Paperwork');
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Signed on the platform']);
    expect(panel.textContent).toContain('Weeks to days');
    expect(panel.textContent).toContain('typical cut in time to disbursal');
  });
});

describe('Talk to us', () => {
  async function openTalk(handlers: Parameters<typeof stubGraphQL>[0] = {}) {
    const graphql = stubGraphQL({
      SubmitContactForm: () => ({ data: { submitContactForm: { __typename: 'SubmitContactFormPayload', success: true, message: THANKS } } }),
      ...handlers,
    });
    const user = setupUser();
    renderPublic(<TalkToUsHost />);
    // What a Talk to us button does (see islands/overlays.ts and talkToUsEntry).
    act(() => talkToUs.open(true));
    const dialog = await screen.findByRole('dialog', { name: 'Talk to us' });
    const field = (name: string | RegExp) => within(dialog).getByLabelText(name);
    await within(field('Country')).findByRole('option', { name: 'India (+91)' });
    return { user, dialog, field, graphql };
  }

  it('opens a full-screen dialog whose browser-required fields are first name, last name, email and message', async () => {
    const { dialog, field } = await openTalk();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    for (const name of [/First name/, /Last name/, /Work email/, /Message/]) expect(field(name).hasAttribute('required')).toBe(true);
    for (const name of ['Middle name', 'Company name', 'Phone number', 'Country', 'What are you looking for?']) expect(field(name).hasAttribute('required')).toBe(false);
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Match Making', 'CLM', 'Block Chain', 'Capital Market', 'Equity', 'AI Module']),
    );
  });

  it('sends through the contact submit with source services and the number as typed, then thanks the visitor', async () => {
    const { user, dialog, field, graphql } = await openTalk();
    await user.type(field(/First name/), 'Priya');
    await user.type(field(/Last name/), 'Nair');
    await user.type(field(/Work email/), 'priya@example.com');
    await user.selectOptions(field('Country'), 'India (+91)');
    expect((field('Phone number') as HTMLInputElement).value).toBe('+91 ');
    await user.type(field('Phone number'), '98450 12345');
    await user.selectOptions(field('Country'), 'United Kingdom (+44)');
    expect((field('Phone number') as HTMLInputElement).value).toBe('+44 98450 12345');
    await user.selectOptions(field('What are you looking for?'), 'Capital Market');
    await user.click(within(dialog).getByRole('checkbox', { name: /Subscribe to our newsletter/ }));
    await user.type(field(/Message/), 'Looking for a bond issue adviser.');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(await within(dialog).findByText(THANKS)).toBeTruthy();
    expect(graphql.variablesOf('SubmitContactForm')).toEqual([
      {
        input: {
          source: 'services',
          firstName: 'Priya',
          lastName: 'Nair',
          email: 'priya@example.com',
          newsletter: true,
          country: 'United Kingdom',
          countryCode: '+44',
          phoneNumber: '+44 98450 12345',
          role: 'Capital Market',
          message: 'Looking for a bond issue adviser.',
          website: '',
          formToken: 'form-token-1',
        },
      },
    ]);
  });

  it('shows the server’s field messages against their fields', async () => {
    const { user, dialog, field } = await openTalk({
      SubmitContactForm: () => ({
        data: null,
        errors: [{ message: 'Message should be at least 10 characters long', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'message', message: 'Message should be at least 10 characters long' }] } }],
      }),
    });
    await user.type(field(/First name/), 'Priya');
    await user.type(field(/Last name/), 'Nair');
    await user.type(field(/Work email/), 'priya@example.com');
    await user.type(field(/Message/), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(await within(dialog).findByText('Message should be at least 10 characters long')).toBeTruthy();
    expect(field(/Message/).getAttribute('aria-invalid')).toBe('true');
  });
});
