import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RUN_EVENT_FIGURES, FIRST_RUN_FIGURES } from '@rules/content-kinds';
import { renderPublic } from '../../test/render';
import { countingFiguresOf } from '../home/figures';
import { CountUpFigures } from './CountUpFigures';

/** The counters every event's page shows (the first run's figures placed there). */
const EVENT_COUNTERS = countingFiguresOf(FIRST_RUN_EVENT_FIGURES.map(({ values }) => ({ value: String(values.value), label: String(values.label) })));

/** The numbers a sighted visitor sees (the animated part; assistive technology reads the targets). */
const shown = () => screen.getAllByRole('definition').map((value) => value.querySelector('[aria-hidden="true"]')?.textContent);

/** An IntersectionObserver the test moves in and out of view. */
function stubViewport() {
  let report: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return (isIntersecting: boolean) => act(() => report?.([{ isIntersecting }]));
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The first run's impact figures (the Services page's), as the page hands them to the island. */
const IMPACT_FIGURES = countingFiguresOf(
  FIRST_RUN_FIGURES.filter(({ values }) => values.placement === 'impact').map(({ values }) => ({ value: String(values.value), label: String(values.label) })),
);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('count-up figures', () => {
  it('shows the Services page’s 90, 64 and 48 percent with their labels when they cannot animate', () => {
    renderPublic(<CountUpFigures figures={IMPACT_FIGURES} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Higher customer satisfaction', 'Stronger brand preference', 'More leads']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['90%90%', '64%64%', '48%48%']);
  });

  it('counts a published impact figure from its value: the number up, then what follows it; a value without a number is not counted', () => {
    expect(countingFiguresOf([{ value: '90%', label: 'A' }, { value: '300+', label: 'B' }, { value: '12 Cr', label: 'C' }, { value: 'Minutes', label: 'D' }])).toEqual([
      { value: 90, suffix: '%', label: 'A' },
      { value: 300, suffix: '+', label: 'B' },
      { value: 12, suffix: ' Cr', label: 'C' },
    ]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const view = stubViewport();
    renderPublic(<CountUpFigures figures={countingFiguresOf([{ value: '75%', label: 'Faster closings' }, ...IMPACT_FIGURES.map((figure) => ({ value: `${figure.value}${figure.suffix}`, label: figure.label }))])} />);
    view(false);
    expect(shown()).toEqual(['0%', '0%', '0%', '0%']);
    view(true);
    tick(3100);
    expect(shown()).toEqual(['75%', '90%', '64%', '48%']);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Faster closings', 'Higher customer satisfaction', 'Stronger brand preference', 'More leads']);
  });

  it('counts Event Details’ 300+, 32+ and 30+ up from 0 over 3 seconds when they come into view, and again on every return', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const view = stubViewport();
    renderPublic(<CountUpFigures figures={EVENT_COUNTERS} tone="light" />);
    view(false);
    expect(shown()).toEqual(['0+', '0+', '0+']);

    view(true);
    tick(1500);
    const halfway = shown().map((text) => Number.parseInt(text ?? '', 10));
    expect(halfway.every((value, index) => value > 0 && value < (EVENT_COUNTERS[index]?.value ?? 0))).toBe(true);
    // What assistive technology reads (after the moving number) is the target all along.
    expect(screen.getAllByRole('definition').map((value, index) => value.textContent?.slice(shown()[index]?.length))).toEqual(['300+', '32+', '30+']);
    tick(1600);
    expect(shown()).toEqual(['300+', '32+', '30+']);

    view(false);
    expect(shown()).toEqual(['0+', '0+', '0+']);
    view(true);
    tick(3100);
    expect(shown()).toEqual(['300+', '32+', '30+']);
  });
});
