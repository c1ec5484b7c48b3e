export const COUNTDOWN_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type TimeLeft = Record<(typeof COUNTDOWN_UNITS)[number], number>;

/** What is left until `target`, in whole units; all zero once it has passed (the countdown stops at zero). */
export function timeLeft(target: Date, now: Date): TimeLeft {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** Two digits at least: 09, 42, 365. */
export const twoDigits = (value: number) => String(value).padStart(2, '0');

const isOver = (left: TimeLeft) => COUNTDOWN_UNITS.every((unit) => left[unit] === 0);

/**
 * When a countdown reaches its moment it never stands at zero beside a date to come: it gives way
 * to the words beside it (`data-countdown-over`, hidden until then: "It has started").
 */
function showOver(element: HTMLElement): void {
  const over = element.parentElement?.querySelector<HTMLElement>('[data-countdown-over]');
  if (!over) return;
  element.hidden = true;
  over.hidden = false;
}

/**
 * Countdowns (an event's page and the featured event, spec sections 4 and 9): an element with
 * `data-countdown="<moment>"` (ISO 8601: the event's start) and a cell per unit
 * (`data-unit="days"` and so on) shows the time left, every second. The same for every visitor,
 * wherever they are. At the moment (or on a page kept from before it) it gives way to its
 * `data-countdown-over` words.
 */
export function startCountdowns(elements: HTMLElement[], now: () => Date = () => new Date()): void {
  for (const element of elements) {
    const target = new Date(element.dataset.countdown ?? '');
    if (Number.isNaN(target.getTime())) continue;
    const render = () => {
      const left = timeLeft(target, now());
      for (const unit of COUNTDOWN_UNITS) {
        const cell = element.querySelector(`[data-unit="${unit}"]`);
        if (cell) cell.textContent = twoDigits(left[unit]);
      }
      return left;
    };
    if (isOver(render())) {
      showOver(element);
      continue;
    }
    const timer = window.setInterval(() => {
      if (!isOver(render())) return;
      window.clearInterval(timer);
      showOver(element);
    }, 1000);
  }
}
