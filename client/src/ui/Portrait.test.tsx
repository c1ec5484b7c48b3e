import { readdir, readFile } from 'node:fs/promises';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_RUN_PROFILES, FIRST_RUN_TESTIMONIALS } from '@rules/content-kinds';
import { PEOPLE, PORTRAITS_FOLDER, drawPortrait, portraitFile } from '../../scripts/portraits';
import { Portrait, portraitUrlOf } from './Portrait';

describe("the people the site shows (About's team, Event Details' speakers, the testimonials)", () => {
  it.each(PEOPLE.map((person) => [person.file, person] as const))('%s has a drawn portrait with a face, as its look describes it', async (_file, person) => {
    const svg = await readFile(portraitFile(person.file), 'utf8');
    // Committed as `make-portraits.ts` draws it from the content today: redrawn after every change.
    expect(svg).toBe(`${drawPortrait(person.portrait, person.framing)}\n`);
    // The design's credit and licence travel in the file.
    expect(svg).toContain('<dc:creator>Zoish</dc:creator>');
    expect(svg).toContain('https://creativecommons.org/publicdomain/zero/1.0/');
  });

  it('keeps no portrait of anyone it no longer shows', async () => {
    const files = (await readdir(PORTRAITS_FOLDER)).filter((name) => name.endsWith('.svg')).sort();
    expect(files).toEqual(PEOPLE.map((person) => `${person.file}.svg`).sort());
  });

  it('has the portrait every first-run profile and testimonial names', () => {
    for (const { values } of [...FIRST_RUN_PROFILES, ...FIRST_RUN_TESTIMONIALS]) {
      expect(portraitUrlOf(values.portrait as string), `${String(values.name)}'s portrait`).toMatch(new RegExp(`/${String(values.portrait)}\\.svg$`));
    }
  });

  it('shows each one as its drawn file, a static image beside the name (no drawing in the browser)', () => {
    const { container } = render(<Portrait name="Dr. Nandini Krishnan" size={56} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toMatch(/\/dr-nandini-krishnan\.svg$/);
    expect(image?.getAttribute('alt')).toBe('');
    expect(container.querySelector('svg')).toBeNull();
  });
});
