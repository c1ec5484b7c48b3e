import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPublic } from '../../test/render';
import { setupUser } from '../../test/user';
import { FIRST_RUN_EDGE_PANELS, FIRST_RUN_STAGES } from '@rules/content-kinds';
import { FIRST_RUN_PAGE_SECTIONS } from '@rules/page-sections';
import { AUDIENCE_IDS } from '../../content/home';
import { AudienceTabs } from './AudienceTabs';
import { EdgePanels, type EdgePanelView } from './EdgePanels';
import { clampZoom } from './NetworkGraph';
import { NewsletterGallery } from './NewsletterGallery';
import type { BorrowerStage } from './StageChart';
import { Testimonials } from './Testimonials';

/** The first run's borrower stages, as the home page's query hands them to the island. */
const STAGES = FIRST_RUN_STAGES.map(({ slug, values }) => ({ id: slug, ...values }) as unknown as BorrowerStage);

/** The first run's tabs, as the home page makes them of their page texts. */
const AUDIENCES = AUDIENCE_IDS.map((id) => {
  const { eyebrow = '', title, lead = '', points = [], text = [] } = FIRST_RUN_PAGE_SECTIONS[`home-audience-${id}`];
  return { id, label: eyebrow, title, text: lead, points, chartTitle: text[0] ?? '' };
});

const play = vi.fn(() => Promise.resolve());
const pause = vi.fn();

beforeEach(() => {
  // jsdom has no media playback; what matters is which film is asked to play.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  play.mockClear();
  pause.mockClear();
});

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('who is it for', () => {
  it('moves on every 10 seconds: borrower, lender, expert, and round again', () => {
    vi.useFakeTimers();
    renderPublic(<AudienceTabs audiences={AUDIENCES} stages={STAGES} />);
    expect(selectedTab()).toBe('Borrowers');
    expect(screen.getByRole('tabpanel').textContent).toContain('Raise debt or equity at every stage');
    expect(screen.getByRole('region', { name: /Borrowers by stage/ })).toBeTruthy();

    tick(9999);
    expect(selectedTab()).toBe('Borrowers');
    tick(1);
    expect(selectedTab()).toBe('Lenders & investors');
    expect(screen.getByRole('img', { name: /The lender network/ })).toBeTruthy();
    tick(10_000);
    expect(selectedTab()).toBe('Experts & advisers');
    expect(screen.getByRole('img', { name: /The expert network/ })).toBeTruthy();
    tick(10_000);
    expect(selectedTab()).toBe('Borrowers');
  });

  it('selects a tab on click or Enter, and restarts the 10 seconds from there', async () => {
    vi.useFakeTimers();
    renderPublic(<AudienceTabs audiences={AUDIENCES} stages={STAGES} />);
    tick(6000);
    fireEvent.click(screen.getByRole('tab', { name: 'Experts & advisers' }));
    expect(selectedTab()).toBe('Experts & advisers');
    tick(9999);
    expect(selectedTab()).toBe('Experts & advisers');
    tick(1);
    expect(selectedTab()).toBe('Borrowers');

    vi.useRealTimers();
    const user = setupUser();
    screen.getByRole('tab', { name: 'Lenders & investors' }).focus();
    await user.keyboard('{Enter}');
    expect(selectedTab()).toBe('Lenders & investors');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('Experts & advisers');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Experts & advisers' }));
  });

  it('holds still once paused', () => {
    vi.useFakeTimers();
    renderPublic(<AudienceTabs audiences={AUDIENCES} stages={STAGES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the tabs' }));
    tick(60_000);
    expect(selectedTab()).toBe('Borrowers');
  });

  it('shows every borrower stage with its figures, and the Sign up button', () => {
    renderPublic(<AudienceTabs audiences={AUDIENCES} stages={STAGES} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'StageFundedAvg. ticketAvg. termRiskInvestorsROI',
      'Pre-seed34%₹1.5 Cr18 monthsHigh12024%',
      'Seed46%₹6 Cr24 monthsMedium-High21019%',
      'Series A58%₹25 Cr36 monthsMedium16016%',
      'Growth71%₹80 Cr48 monthsMedium-Low9513%',
      'Mature SME83%₹40 Cr60 monthsLow24011%',
    ]);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/auth');
  });

  it('charts the stages the team published, in their order, as edited', () => {
    const edited = [{ ...(STAGES[2] as BorrowerStage), stage: 'Series A+', successRate: 100, investors: 1200 }, STAGES[0] as BorrowerStage];
    renderPublic(<AudienceTabs audiences={AUDIENCES} stages={edited} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Series A+100%₹25 Cr36 monthsMedium120016%', 'Pre-seed34%₹1.5 Cr18 monthsHigh12024%']);
  });

  it('zooms the networks between 0.5x and 4x, and no further', async () => {
    const user = setupUser();
    renderPublic(<AudienceTabs audiences={AUDIENCES} stages={STAGES} />);
    await user.click(screen.getByRole('tab', { name: 'Lenders & investors' }));
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let press = 0; press < 10; press++) if (!zoomIn.hasAttribute('disabled')) await user.click(zoomIn);
    expect(zoomIn.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('img', { name: /lender network/ }).querySelector('g')?.getAttribute('transform')).toContain('scale(4)');
    expect([clampZoom(0.1), clampZoom(1.3), clampZoom(9)]).toEqual([0.5, 1.3, 4]);
    // Who relates to whom is also there as text.
    expect(screen.getByText('Meridian Finserv funds Kiran Foods')).toBeTruthy();
  });
});

describe('our edge', () => {
  /** The first run's panels, as the home page hands them to the island: each with the files of the film it chose. */
  const PANELS: EdgePanelView[] = FIRST_RUN_EDGE_PANELS.map(({ slug, values: { title, content, film, videoLabel } }) => ({
    id: slug,
    title: String(title),
    content: String(content),
    colour: '#6fe3cc',
    videoLabel: String(videoLabel),
    film: { webm: `/${String(film)}.webm`, mp4: `/${String(film)}.mp4`, poster: `/${String(film)}.webp` },
  }));
  const openPanel = () => screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent);

  it('opens the next panel every 8 seconds, 4 wrapping to 1, and only the open one shows its text and plays', () => {
    vi.useFakeTimers();
    renderPublic(<EdgePanels panels={PANELS} />);
    expect(openPanel()).toEqual(['01AI matchmaking']);
    expect(screen.getAllByRole('region').map((region) => region.textContent)).toEqual([expect.stringContaining('scored against thousands of live mandates')]);
    const playedFilm = () => (play.mock.contexts.at(-1) as HTMLVideoElement | undefined)?.querySelector('source')?.getAttribute('src');
    expect(playedFilm()).toBe('/matching.webm');

    tick(7999);
    expect(openPanel()).toEqual(['01AI matchmaking']);
    tick(1);
    expect(openPanel()).toEqual(['02Compliance decision engine']);
    expect(playedFilm()).toBe('/compliance.webm');
    tick(8000);
    tick(8000);
    expect(openPanel()).toEqual(['04Process automation']);
    tick(8000);
    expect(openPanel()).toEqual(['01AI matchmaking']);
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('opens a panel on click', () => {
    vi.useFakeTimers();
    renderPublic(<EdgePanels panels={PANELS} />);
    fireEvent.click(screen.getByRole('button', { name: /Market intelligence/ }));
    expect(openPanel()).toEqual(['03Market intelligence']);
    expect(screen.getByRole('region', { name: /Market intelligence/ }).textContent).toContain('Live pricing');
  });

  it('numbers the panels the team published by their place, each playing its own film, the last wrapping to the first', () => {
    vi.useFakeTimers();
    const [matching, , markets, automation] = PANELS as [EdgePanelView, EdgePanelView, EdgePanelView, EdgePanelView];
    renderPublic(<EdgePanels panels={[automation, matching, { ...markets, colour: '#ff9eb5' }]} />);
    const playedFilm = () => (play.mock.contexts.at(-1) as HTMLVideoElement | undefined)?.querySelector('source')?.getAttribute('src');
    expect(screen.getAllByRole('button', { name: /^\d\d/ }).map((button) => button.textContent)).toEqual(['01Process automation', '02AI matchmaking', '03Market intelligence']);
    expect(playedFilm()).toBe('/automation.webm');
    expect(screen.getByRole('region').querySelector('video')?.getAttribute('aria-label')).toBe('Documents moving through an automated pipeline to a signed term sheet');
    tick(8000);
    expect(playedFilm()).toBe('/matching.webm');
    tick(8000);
    expect(openPanel()).toEqual(['03Market intelligence']);
    expect(screen.getByRole('button', { name: /Market intelligence/ }).closest('[style]')?.getAttribute('style')).toContain('--accent: #ff9eb5');
    tick(8000);
    expect(openPanel()).toEqual(['01Process automation']);
  });
});

describe('testimonials', () => {
  const LIST = ['Kavita Menon', 'Rohan Iyer', 'Anita Rao'].map((name, position) => ({ id: `t${position}`, name, role: 'CFO', lines: [`Quote ${position + 1}.`], portraitUrl: position === 2 ? null : `/${name}.svg` }));
  const shown = () => screen.getAllByRole('group').filter((slide) => !slide.hidden).map((slide) => within(slide).getByText(/Menon|Iyer|Rao/).textContent);

  it('moves on every 5 seconds, round the three', () => {
    vi.useFakeTimers();
    renderPublic(<Testimonials list={LIST} />);
    expect(shown()).toEqual(['Kavita Menon']);
    tick(4999);
    expect(shown()).toEqual(['Kavita Menon']);
    tick(1);
    expect(shown()).toEqual(['Rohan Iyer']);
    tick(5000);
    expect(shown()).toEqual(['Anita Rao']);
    tick(5000);
    expect(shown()).toEqual(['Kavita Menon']);
  });

  it('has arrows that wrap round both ways', () => {
    vi.useFakeTimers();
    renderPublic(<Testimonials list={LIST} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shown()).toEqual(['Anita Rao']);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shown()).toEqual(['Kavita Menon']);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the testimonials' }));
    tick(20_000);
    expect(shown()).toEqual(['Kavita Menon']);
  });

  it('shows the portrait the testimonial names, or the initials of one without', () => {
    renderPublic(<Testimonials list={LIST} />);
    const [first, , third] = screen.getAllByRole('group', { hidden: true }).map((slide) => ({ image: slide.querySelector('img'), text: slide.textContent }));
    expect(first?.image?.getAttribute('src')).toBe('/Kavita Menon.svg');
    expect(third?.image).toBeNull();
    expect(third?.text).toContain('AR');
  });
});

describe('newsletter pictures', () => {
  const SETS = [0, 1, 2].map((set) => [0, 1, 2].map((place) => ({ src: `/insight-${set * 3 + place + 1}.webp`, alt: `Picture ${set * 3 + place + 1}` })));
  const visible = () => screen.getAllByRole('img').filter((image) => !image.closest('[hidden]')).map((image) => image.getAttribute('alt'));

  it('shows the next set of three every 5 seconds, and on the arrow', () => {
    vi.useFakeTimers();
    renderPublic(<NewsletterGallery sets={SETS} />);
    expect(visible()).toEqual(['Picture 1', 'Picture 2', 'Picture 3']);
    tick(5000);
    expect(visible()).toEqual(['Picture 4', 'Picture 5', 'Picture 6']);
    fireEvent.click(screen.getByRole('button', { name: 'Next images' }));
    expect(visible()).toEqual(['Picture 7', 'Picture 8', 'Picture 9']);
    tick(4999);
    expect(visible()).toEqual(['Picture 7', 'Picture 8', 'Picture 9']);
    tick(1);
    expect(visible()).toEqual(['Picture 1', 'Picture 2', 'Picture 3']);
  });
});
