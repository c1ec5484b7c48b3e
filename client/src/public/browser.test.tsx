import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublic } from '../test/render';
import { ISLANDS } from './browser';
import { Island } from './islands/Island';
import { countUp } from './layout/islands';

/** Every island's loader a folder gives, in its `islands.ts`: what its pages may place. */
const declared = Object.values(import.meta.glob<Record<string, () => Promise<unknown>>>('./*/islands.ts', { eager: true })).flatMap((module) => Object.values(module));
const listed: readonly (() => Promise<unknown>)[] = Object.values(ISLANDS);

/** The island a page gets for `<Island of={load}>`, as the server renders it. */
async function placed(load: () => Promise<unknown>): Promise<HTMLElement | null> {
  await load();
  await act(async () => {
    renderPublic(<Island of={load as typeof countUp} props={{ figures: [] }} when="visible" />);
  });
  return document.querySelector<HTMLElement>('[data-island]');
}

describe('the browser’s list of islands', () => {
  it('names every island a folder gives, each once, so the browser wakes whatever a page places', () => {
    expect(declared.length).toBeGreaterThan(0);
    expect(new Set(listed)).toEqual(new Set(declared));
    expect(listed.length).toBe(declared.length);
  });

  it('gives the name the server writes into the page, which the browser wakes it by', async () => {
    const island = await placed(countUp);
    expect(island?.dataset.island).toBe('count-up');
    expect(island?.dataset.when).toBe('visible');
    expect(island?.dataset.props).toBe('{"figures":[]}');
  });

  it('is the only islands the server renders: one it does not name, the browser could not wake', async () => {
    const unlisted = () => countUp();
    await expect(placed(unlisted)).rejects.toThrow('An island the browser’s list (browser.ts) does not name, so the browser could not wake it: add it there.');
  });
});
