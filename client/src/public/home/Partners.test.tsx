import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPublic } from '../../test/render';
import { PageData, PageDataProvider, type QueryResult } from '../data/pageData';
import type { HomePartnerLogosQuery } from '../gql/graphql';
import { Partners } from './Partners';

type Row = HomePartnerLogosQuery['partnerLogos'][number];

const partner = (name: string, mark: string, more: Partial<Row> = {}): Row => ({ __typename: 'PartnerLogo', id: `id-${name}`, name, mark, website: null, logoImage: null, ...more });

const LOGO = {
  __typename: 'ImageSources' as const,
  id: 'm1',
  alt: 'The Saffron Capital wordmark',
  width: 400,
  height: 100,
  focalX: 0.5,
  focalY: 0.5,
  avif: '/media/m1/320.avif 320w',
  webp: '/media/m1/320.webp 320w',
  src: '/media/m1/320.webp',
};

/** The strip as the home page renders it, with what the server read of the published partner logos. */
async function renderStrip(partnerLogos: Row[]) {
  const data = new PageData(async <TData,>() => ({ data: { partnerLogos }, error: null }) as QueryResult<TData>);
  await act(async () => {
    renderPublic(
      <PageDataProvider value={data}>
        <Suspense>
          <Partners />
          <p>Rendered</p>
        </Suspense>
      </PageDataProvider>,
    );
  });
  // The render waits for the page's data, as the server's does.
  await screen.findByText('Rendered');
}

describe("the home page's partner logos (issue P20: published partner logos, edited in the back office)", () => {
  it('draws each published partner in the order given, its mark beside its name, in a strip to drag', async () => {
    await renderStrip([partner('Northwind Capital', 'wave'), partner('Indus Crest Bank', 'tower'), partner('Peregrine Credit', 'peak')]);
    const strip = await screen.findByRole('region', { name: 'Partner institutions' });
    expect(strip.hasAttribute('data-drag-scroll')).toBe(true);
    expect(
      within(strip)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('aria-label')),
    ).toEqual(['Northwind Capital', 'Indus Crest Bank', 'Peregrine Credit']);
    expect(screen.getByRole('heading', { name: 'Lenders, funds and advisers already on the marketplace', level: 2 })).toBeTruthy();
    expect(within(strip).queryAllByRole('link')).toEqual([]);
  });

  it('shows the logo of the media library instead of the drawn mark, named by the partner, and links a partner with a website in a new tab', async () => {
    await renderStrip([partner('Saffron Capital', 'leaf', { logoImage: LOGO, website: 'https://saffron.example.com/' }), partner('Teak Lending', 'bars')]);
    const strip = await screen.findByRole('region', { name: 'Partner institutions' });
    const link = within(strip).getByRole('link', { name: 'Saffron Capital' });
    expect(link.getAttribute('href')).toBe('https://saffron.example.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const logo = within(link).getByRole('img', { name: 'Saffron Capital' });
    expect(logo.tagName).toBe('IMG');
    expect(logo.getAttribute('src')).toBe('/media/m1/320.webp');
    expect(link.querySelector('svg')).toBeNull();
    expect(within(strip).getByRole('img', { name: 'Teak Lending' }).tagName.toLowerCase()).toBe('svg');
  });

  it('draws a long name whole: the logo grows with it', async () => {
    await renderStrip([partner('Coral Ridge Partners', 'diamond'), partner('The Bengaluru Cooperative Credit Society', 'ring')]);
    const [today, long] = (await screen.findAllByRole('img')).map((logo) => Number(logo.getAttribute('width')));
    expect(today).toBe(200);
    expect(long).toBeGreaterThan(38 + 'The Bengaluru Cooperative Credit Society'.length * 8);
  });

  it('leaves the section out when no partner logo is published', async () => {
    await renderStrip([]);
    expect(screen.queryByRole('region', { name: 'Partner institutions' })).toBeNull();
    expect(screen.queryByText('Lenders, funds and advisers already on the marketplace')).toBeNull();
  });
});
