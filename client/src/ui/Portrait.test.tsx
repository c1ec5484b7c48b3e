import { readdir, readFile } from 'node:fs/promises';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PEOPLE, PORTRAITS_FOLDER, drawPortrait, portraitFile } from '../../scripts/portraits';
import { portraitFileOf } from '../content/people';
import { Portrait } from './Portrait';

describe("the people the site shows (About's team, Event Details' speakers, the testimonials)", () => {
  it.each(PEOPLE.map((person) => [person.name, person] as const))('%s has a drawn portrait with a face, as the content describes it', async (_name, person) => {
    const svg = await readFile(portraitFile(person.name), 'utf8');
    // Committed as `make-portraits.ts` draws it from the content today: redrawn after every change.
    expect(svg).toBe(`${drawPortrait(person.portrait, person.framing)}\n`);
    // The design's credit and licence travel in the file.
    expect(svg).toContain('<dc:creator>Zoish</dc:creator>');
    expect(svg).toContain('https://creativecommons.org/publicdomain/zero/1.0/');
  });

  it('keeps no portrait of anyone it no longer shows', async () => {
    const files = (await readdir(PORTRAITS_FOLDER)).filter((name) => name.endsWith('.svg')).sort();
    expect(files).toEqual(PEOPLE.map((person) => `${portraitFileOf(person.name)}.svg`).sort());
  });

  it('shows each one as its drawn file, a static image beside the name (no drawing in the browser)', () => {
    const { container } = render(<Portrait name="Dr. Nandini Krishnan" size={56} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toMatch(/\/dr-nandini-krishnan\.svg$/);
    expect(image?.getAttribute('alt')).toBe('');
    expect(container.querySelector('svg')).toBeNull();
  });
});
