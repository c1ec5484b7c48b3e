import { FIRST_RUN_EDGE_PANELS, FIRST_RUN_TILES } from '@rules/content-kinds';
import { describe, expect, it } from 'vitest';
import { islandPropsOf, renderedPage } from '../../test/renderedPage';
import type { EdgePanelView } from './EdgePanels';

const tile = (id: string, title: string, icon: string) => ({ __typename: 'EcosystemTile', id, title, summary: `${title} at rest.`, text: `${title}, described.`, icon });
const panel = (id: string, title: string, colour: string, film: string) => ({ __typename: 'EdgePanel', id, title, content: `${title}: what it does.`, colour, film, videoLabel: `${title} in motion` });

/** The grid's items in order: each tile's heading, and the slogan where it sits. */
const gridOf = (page: Document) =>
  [...(page.querySelector('section[aria-labelledby="ecosystem-title"] ul')?.children ?? [])].map((item) => item.querySelector('h3')?.textContent ?? `[${item.textContent?.replace('Finmesh', '')}]`);

describe("the home page's ecosystem grid (issue P20: the published tiles, edited in the back office)", () => {
  it('shows the first run’s eight tiles in order around the slogan, each with its line, its description and its number, without any script', async () => {
    const { status, page } = await renderedPage('/');
    expect(status).toBe(200);
    const titles = FIRST_RUN_TILES.map(({ values }) => values.title);
    expect(gridOf(page)).toEqual([...titles.slice(0, 4), '[One marketplace. Every side of the deal.]', ...titles.slice(4)]);
    const los = [...page.querySelectorAll('li')].find((item) => item.querySelector('h3')?.textContent === 'LOS');
    expect(los?.textContent).toBe('04LOSFrom first document to sanction letter.A loan origination system that takes an application from first document to sanction letter, with every step logged.');
    expect(los?.querySelector('svg')).not.toBeNull();
  });

  it('shows the tiles the team published, however many, the slogan in the middle, and leaves out one whose icon it cannot draw', async () => {
    const { page } = await renderedPage('/', {
      HomeEcosystemTiles: { ecosystemTiles: [tile('t1', 'Treasury', 'reporting'), tile('t2', 'Escrow', 'no-such-icon'), tile('t3', 'API Kit', 'api'), tile('t4', 'CLM', 'contracts')] },
    });
    expect(gridOf(page)).toEqual(['Treasury', 'API Kit', '[One marketplace. Every side of the deal.]', 'CLM']);
    expect(page.body.textContent).toContain('03CLM');
  });

  it('leaves the section out while no tile is published', async () => {
    const { status, page } = await renderedPage('/', { HomeEcosystemTiles: { ecosystemTiles: [] } });
    expect(status).toBe(200);
    expect(page.querySelector('#ecosystem-title')).toBeNull();
    expect(page.body.textContent).not.toContain('One marketplace. Every side of the deal.');
  });
});

describe("the home page's Our Edge (issue P20: the published panels, edited in the back office)", () => {
  it('hands the island the first run’s four panels in order, each with its colour and the files of the film it chose, and renders the first open', async () => {
    const { page } = await renderedPage('/');
    const props = islandPropsOf<{ panels: EdgePanelView[] }>(page, 'edge-panels');
    expect(props?.panels.map(({ title, content, colour, videoLabel }) => ({ title, content, colour, videoLabel }))).toEqual(
      FIRST_RUN_EDGE_PANELS.map(({ values }, index) => ({ title: values.title, content: values.content, colour: ['#6fe3cc', '#8aa4ff', '#ffc978', '#ff9eb5'][index], videoLabel: values.videoLabel })),
    );
    expect(props?.panels.map((shown) => shown.film.mp4.replace(/^.*\/(edge-\d)[^/]*$/, '$1'))).toEqual(['edge-1', 'edge-2', 'edge-3', 'edge-4']);
    const island = page.querySelector('[data-island="edge-panels"]');
    expect([...(island?.querySelectorAll('button[aria-expanded]') ?? [])].map((button) => [button.textContent, button.getAttribute('aria-expanded')])).toEqual([
      ['01AI matchmaking', 'true'],
      ['02Compliance decision engine', 'false'],
      ['03Market intelligence', 'false'],
      ['04Process automation', 'false'],
    ]);
  });

  it('keeps each panel’s own film and colour when the team reorders them, and leaves out one with a film it does not have', async () => {
    const { page } = await renderedPage('/', {
      HomeEdgePanels: { edgePanels: [panel('p1', 'Paperwork', 'rose', 'automation'), panel('p2', 'Something new', 'mint', 'edge-9'), panel('p3', 'Matching', 'amber', 'matching')] },
    });
    const props = islandPropsOf<{ panels: EdgePanelView[] }>(page, 'edge-panels');
    expect(props?.panels.map(({ id, title, colour }) => [id, title, colour])).toEqual([
      ['p1', 'Paperwork', '#ff9eb5'],
      ['p3', 'Matching', '#ffc978'],
    ]);
    expect(props?.panels.map((shown) => shown.film.webm.replace(/^.*\/(edge-\d)[^/]*$/, '$1'))).toEqual(['edge-4', 'edge-1']);
    expect(page.querySelector('[data-island="edge-panels"] [role="region"]')?.textContent).toBe('Paperwork: what it does.');
  });

  it('leaves the section out while no panel is published', async () => {
    const { page } = await renderedPage('/', { HomeEdgePanels: { edgePanels: [] } });
    expect(page.querySelector('[data-island="edge-panels"]')).toBeNull();
    expect(page.querySelector('#edge-title')).toBeNull();
  });
});
