import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPublic } from '../../test/render';
import { Header } from './Header';
import { enhanceHeader } from './headerBehaviour';

afterEach(() => {
  window.scrollY = 0;
});

/** The server's header, with the behaviour the page's script gives it. */
function renderHeader() {
  renderPublic(<Header />);
  const controls = enhanceHeader();
  const header = screen.getByRole('banner');
  // The menu button is in the HTML whatever the width; CSS shows it below 768px only (jsdom lays
  // out as a 1024px screen, so it is hidden here, and focus cannot go to it: e2e/islands checks that on a phone).
  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]') as HTMLButtonElement;
  expect(toggle.getAttribute('aria-label')).toBe('Open menu');
  const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
  return { controls, header, toggle, menu };
}

describe('header', () => {
  it('turns solid once the page scrolls past 10px, and back at the top; so do the heroes (title fades, panel widens)', () => {
    const { header } = renderHeader();
    const scrolled = () => [header.hasAttribute('data-solid'), document.documentElement.hasAttribute('data-scrolled')];
    expect(scrolled()).toEqual([false, false]);
    window.scrollY = 10;
    fireEvent.scroll(window);
    expect(scrolled()).toEqual([false, false]);
    window.scrollY = 11;
    fireEvent.scroll(window);
    expect(scrolled()).toEqual([true, true]);
    window.scrollY = 0;
    fireEvent.scroll(window);
    expect(scrolled()).toEqual([false, false]);
  });

  it('opens and closes its menu with the menu button, and closes it on Escape', () => {
    const { header, toggle, menu } = renderHeader();
    expect(menu.hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(menu.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    expect(header.hasAttribute('data-solid')).toBe(true);
    // Above the cookie banner while it is open (e2e/frame checks the stacking on a phone).
    expect(header.hasAttribute('data-menu-open')).toBe(true);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu.hidden).toBe(true);
    expect(header.hasAttribute('data-menu-open')).toBe(false);
    expect(toggle.getAttribute('aria-label')).toBe('Open menu');
  });

  it('closes the menu for a button in it that opens an overlay, handing focus back to the menu button', () => {
    const { controls, toggle, menu } = renderHeader();
    fireEvent.click(toggle);
    expect(controls.closeMenu()).toBe(toggle);
    expect(menu.hidden).toBe(true);
  });

  it('marks the page it is on in both link lists', () => {
    renderPublic(<Header />, { path: '/services' });
    const current = screen.getAllByRole('link', { name: 'Services', hidden: true }).filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(2);
  });
});
