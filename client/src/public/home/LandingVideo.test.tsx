import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPublic } from '../../test/render';
import { LandingVideo, formatTime } from './LandingVideo';

const FILM = { webm: '/landing.webm', mp4: '/landing.mp4', poster: '/landing.webp', label: 'The landing film', width: 960, height: 780 };

let paused = true;
beforeEach(() => {
  paused = true;
  // jsdom plays nothing: the element says it plays once asked to, and tells React as a browser would.
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const frame = () => document.querySelector('[data-controls]') as HTMLElement;
const controls = () => frame().dataset.controls;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('landing video', () => {
  it('starts muted and looping, with its poster as an image the page paints first', () => {
    renderPublic(<LandingVideo {...FILM} />);
    const video = screen.getByLabelText('The landing film') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.getAttribute('preload')).toBe('none');
    expect(document.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();
  });

  it('shows the controls on a pointer move, click or touch, and hides them 3 seconds after the last', () => {
    vi.useFakeTimers();
    renderPublic(<LandingVideo {...FILM} />);
    expect(controls()).toBe('hidden');
    fireEvent.pointerMove(frame());
    expect(controls()).toBe('shown');
    tick(2000);
    fireEvent.pointerDown(frame());
    tick(2999);
    expect(controls()).toBe('shown');
    tick(1);
    expect(controls()).toBe('hidden');
    fireEvent.touchStart(frame());
    expect(controls()).toBe('shown');
    tick(3000);
    expect(controls()).toBe('hidden');
  });

  it('shows the controls as it wakes under the pointer that woke it, and hides them 3 seconds later', () => {
    vi.useFakeTimers();
    // The island wakes as a pointer moves over it; that pointer is resting on it when it runs.
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':hover' ? this.hasAttribute('data-controls') : matches.call(this, selector);
    });
    renderPublic(<LandingVideo {...FILM} />);
    expect(controls()).toBe('shown');
    tick(2999);
    expect(controls()).toBe('shown');
    tick(1);
    expect(controls()).toBe('hidden');
  });

  it('hides them 1 second after the pointer leaves while it plays, and not sooner while paused', () => {
    vi.useFakeTimers();
    renderPublic(<LandingVideo {...FILM} />);
    fireEvent.pointerMove(frame());
    fireEvent.pointerLeave(frame());
    tick(1000);
    expect(controls()).toBe('shown');
    tick(2000);
    expect(controls()).toBe('hidden');

    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeTruthy();
    fireEvent.pointerMove(frame());
    fireEvent.pointerLeave(frame());
    tick(999);
    expect(controls()).toBe('shown');
    tick(1);
    expect(controls()).toBe('hidden');
  });

  it('plays and pauses, mutes and unmutes, and seeks where the bar is clicked', () => {
    renderPublic(<LandingVideo {...FILM} />);
    const video = screen.getByLabelText('The landing film') as HTMLVideoElement;
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    fireEvent.volumeChange(video);
    expect(video.muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute' })).toBeTruthy();

    Object.defineProperty(video, 'duration', { configurable: true, value: 12 });
    fireEvent.loadedMetadata(video);
    fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: '7.5' } });
    expect(video.currentTime).toBe(7.5);
    fireEvent.timeUpdate(video);
    expect(screen.getByText('0:07 / 0:12')).toBeTruthy();
  });

  it('writes times as minutes and seconds', () => {
    expect([formatTime(0), formatTime(7.9), formatTime(65), formatTime(Number.NaN)]).toEqual(['0:00', '0:07', '1:05', '0:00']);
  });
});
