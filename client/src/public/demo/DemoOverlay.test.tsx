import { act, fireEvent, screen, within } from '@testing-library/react';
import { setupUser } from '../../test/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '../../test/graphql';
import { renderPublic } from '../../test/render';
import { Header } from '../layout/Header';
import { DemoOverlayHost } from './DemoOverlayHost';
import { demoOverlay } from './demoOverlay';
import { localDateTimeValue, localTimeZone, startOfLocalToday } from '../../ui/dateTimeLocal';
import { FIRST_RUN_PAGE_SECTIONS } from '@rules/page-sections';
import { OVERLAY_WORDS_ID, overlayWordsFrom } from '../site/overlayWords';
import { sectionWordsOf } from '../site/sectionWords';

afterEach(() => {
  act(() => demoOverlay.close());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const THANKS = 'Thank you for reaching out... Our team will get back to you soon.';
const requested = () => ({ data: { requestDemo: { __typename: 'RequestDemoPayload', success: true, message: THANKS } } });

const daysFromToday = (days: number, hours = 10) => {
  const date = startOfLocalToday();
  date.setDate(date.getDate() + days);
  date.setHours(hours, 30);
  return date;
};

async function openDemo(handlers: Parameters<typeof stubGraphQL>[0] = {}, { fakeTimers = false } = {}) {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const graphql = stubGraphQL({ RequestDemo: requested, ...handlers });
  const user = setupUser(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  renderPublic(<DemoOverlayHost />);
  // What a Book a Demo button does (see islands/overlays.ts and demoOverlayEntry).
  act(() => demoOverlay.open(true));
  const dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
  const field = (name: string | RegExp) => within(dialog).getByLabelText(name);
  const setMeeting = (date: Date) => fireEvent.change(field(/Preferred date and time/), { target: { value: localDateTimeValue(date) } });
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Request demo' }));
  return { user, dialog, field, setMeeting, submit, graphql };
}

type Demo = Awaited<ReturnType<typeof openDemo>>;

async function fillValid({ user, field, setMeeting }: Demo) {
  await user.type(field(/First name/), 'Marcus');
  await user.type(field(/Last name/), 'Lee');
  await user.type(field(/Work email/), 'marcus@example.com');
  setMeeting(daysFromToday(3));
  await user.type(field(/Message/), 'We would like to see the lender matching.');
}

describe('Book a Demo overlay', () => {
  it('is what every Book a Demo link of the header opens, leading to the demo form\'s own page before the script runs', () => {
    renderPublic(<Header />);
    // The wide-screen link and the menu's (in a closed menu, so out of the accessibility tree).
    const links = [...document.querySelectorAll('a')].filter((link) => link.textContent === 'Book a Demo');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('data-opens')).toBe('demo');
      expect(link.getAttribute('aria-haspopup')).toBe('dialog');
      expect(link.getAttribute('href')).toBe('/forms/demo');
    }
  });

  it('opens as a modal dialog that takes focus', async () => {
    const { dialog, field } = await openDemo();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // (Which field gets it is checked in a browser: jsdom has no layout to tell what is focusable.)
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(field(/Preferred date and time/).getAttribute('min')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  });

  it('asks for all required fields, and sends nothing', async () => {
    const { submit, graphql } = await openDemo();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all required fields');
    expect(graphql.variablesOf('RequestDemo')).toEqual([]);
  });

  it('refuses an invalid address', async () => {
    const demo = await openDemo();
    await fillValid(demo);
    await demo.user.clear(demo.field(/Work email/));
    await demo.user.type(demo.field(/Work email/), 'marcus@example');
    await demo.submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address');
    expect(demo.field(/Work email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a meeting before today, and accepts any time today', async () => {
    const demo = await openDemo();
    await fillValid(demo);
    demo.setMeeting(daysFromToday(-1, 23));
    await demo.submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a future date for the meeting');

    const earlyToday = startOfLocalToday();
    earlyToday.setMinutes(1);
    demo.setMeeting(earlyToday);
    await demo.submit();
    expect(await screen.findByText(THANKS)).toBeTruthy();
    expect(demo.graphql.variablesOf('RequestDemo')[0]?.input).toMatchObject({ meetingDate: earlyToday.toISOString() });
  });

  it('sends the request with the meeting as an ISO date and the spam-guard fields, then thanks the visitor and closes after 5 seconds', async () => {
    const demo = await openDemo({}, { fakeTimers: true });
    await fillValid(demo);
    await demo.user.type(demo.field(/Company name/), 'Lee Ventures');
    await demo.submit();

    expect(await screen.findByText(THANKS)).toBeTruthy();
    expect(demo.graphql.variablesOf('RequestDemo')).toEqual([
      {
        input: {
          firstName: 'Marcus',
          lastName: 'Lee',
          companyName: 'Lee Ventures',
          email: 'marcus@example.com',
          meetingDate: daysFromToday(3).toISOString(),
          timeZone: localTimeZone(),
          message: 'We would like to see the lender matching.',
          website: '',
          formToken: 'form-token-1',
        },
      },
    ]);

    act(() => vi.advanceTimersByTime(4900));
    expect(demo.dialog.getAttribute('data-state')).toBe('open');
    act(() => vi.advanceTimersByTime(200));
    await vi.waitFor(() => expect(demo.dialog.getAttribute('data-state')).toBe('closed'));
  });

  it('shows Submitting... while sending, and a red banner when the request fails', async () => {
    let fail: (error: Error) => void = () => {};
    const demo = await openDemo({ RequestDemo: () => new Promise((_, reject) => (fail = reject)) });
    await fillValid(demo);
    await demo.submit();

    const busy = await within(demo.dialog).findByRole('button', { name: 'Submitting...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    fail(new TypeError('Failed to fetch'));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit demo request. Please try again.');
  });

  it("shows the words of the page texts Book a Demo and its panel, read from the page's data block as it opens", async () => {
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: OVERLAY_WORDS_ID });
    block.textContent = JSON.stringify(
      overlayWordsFrom((slug) => (slug === 'demo' ? { title: 'See it on your deals', eyebrow: null, lead: 'Thirty minutes, your questions.', text: [], points: [] } : slug === 'demo-aside' ? { title: 'A walkthrough, not a pitch', eyebrow: 'Demo', lead: null, text: ['On a deal like yours.'], points: ['Half an hour', 'No commitment'] } : sectionWordsOf(FIRST_RUN_PAGE_SECTIONS[slug]))),
    );
    document.head.append(block);
    try {
      renderPublic(<DemoOverlayHost />);
      act(() => demoOverlay.open(true));
      const dialog = await screen.findByRole('dialog', { name: 'See it on your deals' });
      for (const text of ['Thirty minutes, your questions.', 'Demo', 'A walkthrough, not a pitch', 'Half an hour', 'On a deal like yours.', 'No commitment']) expect(within(dialog).getByText(text)).toBeTruthy();
    } finally {
      block.remove();
    }
  });
});
