import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPublic } from '../../test/render';
import { PageData, PageDataProvider, type QueryResult } from '../data/pageData';
import type { AboutTeamQuery } from '../gql/graphql';
import { Team } from './Team';

type Row = AboutTeamQuery['profiles'][number];

const profile = (name: string, group: string, more: Partial<Row> = {}): Row => ({
  __typename: 'Profile',
  id: `id-${name}`,
  name,
  role: `${name}'s role`,
  group,
  profileUrl: `https://www.linkedin.com/in/${name.toLowerCase().replace(/\W+/g, '-')}`,
  portrait: null,
  bio: null,
  photoImage: null,
  ...more,
});

const PHOTO = {
  __typename: 'ImageSources' as const,
  id: 'm2',
  alt: 'Leela Menon at the office',
  width: 800,
  height: 800,
  focalX: 0.5,
  focalY: 0.3,
  avif: '/media/m2/320.avif 320w',
  webp: '/media/m2/320.webp 320w',
  src: '/media/m2/320.webp',
};

/** The team carousel as the About page renders it, with what the server read of the published profiles. */
async function renderTeam(profiles: Row[]) {
  const data = new PageData(async <TData,>() => ({ data: { profiles }, error: null }) as QueryResult<TData>);
  await act(async () => {
    renderPublic(
      <PageDataProvider value={data}>
        <Suspense>
          <Team />
          <p>Rendered</p>
        </Suspense>
      </PageDataProvider>,
    );
  });
  // The render waits for the page's data, as the server's does.
  await screen.findByText('Rendered');
}

const cards = () => within(screen.getByRole('list', { name: 'Team members' })).getAllByRole('listitem');

describe("the About page's team (issue P20: the published leadership profiles, edited in the back office)", () => {
  it('shows the leadership in the order given, not the advisers or speakers, each with a link to their profile in a new tab', async () => {
    await renderTeam([
      profile('Aarav Sharma', 'leadership', { portrait: 'aarav-sharma' }),
      profile('Dr. Nandini Krishnan', 'speaker', { portrait: 'dr-nandini-krishnan' }),
      profile('Meera Iyer', 'leadership', { profileUrl: 'https://linkedin.com/in/meera' }),
      profile('Kabir Shah', 'adviser'),
      profile('Leela Menon', 'leadership', { profileUrl: 'https://leela.example.com/about' }),
    ]);
    expect(screen.getByRole('heading', { name: 'The people behind Finmesh', level: 2 })).toBeTruthy();
    expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Aarav Sharma', 'Meera Iyer', 'Leela Menon']);
    // LinkedIn by name (with or without www), any other site as their profile.
    const names = ['Aarav Sharma on LinkedIn', 'Meera Iyer on LinkedIn', "Leela Menon's profile"];
    const links = cards().map((card, index) => within(card).getByRole('link', { name: names[index] }));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://www.linkedin.com/in/aarav-sharma', 'https://linkedin.com/in/meera', 'https://leela.example.com/about']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(within(cards()[0] as HTMLElement).getByText("Aarav Sharma's role")).toBeTruthy();
  });

  it('shows a photo when the profile has one, else the drawn portrait it names, else initials', async () => {
    await renderTeam([
      profile('Leela Menon', 'leadership', { photoImage: PHOTO, portrait: 'aarav-sharma' }),
      profile('Aarav Sharma', 'leadership', { portrait: 'aarav-sharma' }),
      profile('Kabir Shah', 'leadership', { portrait: 'no-such-drawing' }),
    ]);
    const [photo, drawn, none] = cards();
    const photoImage = photo?.querySelector('img');
    expect(photoImage?.getAttribute('src')).toBe('/media/m2/320.webp');
    expect(photo?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe('/media/m2/320.avif 320w');
    // The name below says who it is: the picture is not read out.
    expect(photoImage?.getAttribute('alt')).toBe('');
    expect(drawn?.querySelector('img')?.getAttribute('src')).toMatch(/\/aarav-sharma\.svg$/);
    expect(none?.querySelector('img')).toBeNull();
    expect(none?.textContent).toContain('KS');
  });

  it('shows a bio under the role, its line breaks kept, and nothing for a profile without one', async () => {
    await renderTeam([profile('Leela Menon', 'leadership', { bio: 'Twenty years in credit.\nBuilt the lender network.' }), profile('Aarav Sharma', 'leadership')]);
    const [withBio, without] = cards();
    const bio = within(withBio as HTMLElement).getByText(/Twenty years in credit\./);
    expect(bio.textContent).toBe('Twenty years in credit.\nBuilt the lender network.');
    expect(getComputedStyle(bio).whiteSpace).toBe('pre-line');
    expect(without?.querySelectorAll('p')).toHaveLength(1);
  });

  it('leaves the section out when no leadership profile is published', async () => {
    await renderTeam([profile('Dr. Nandini Krishnan', 'speaker')]);
    expect(screen.queryByRole('list', { name: 'Team members' })).toBeNull();
    expect(screen.queryByText('The people behind Finmesh')).toBeNull();
  });
});
