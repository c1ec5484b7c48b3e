import { Button, Flex, chakra } from '@chakra-ui/react';
import { edgeColourOf, isEdgeAccent, isEdgeFilm, type EdgeFilm } from '@rules/page-lists';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { HOME_HERO } from '../../content/home';
import { usePageQuery } from '../data/pageData';
import { graphql } from '../gql';
import { Island } from '../islands/Island';
import { SectionHeading } from '../layout/SectionHeading';
import { usePageSection } from '../site/pageSections';
import { Band } from './Band';
import type { EdgePanelView, FilmFiles } from './EdgePanels';
import { edgePanels } from './islands';
import edge1Poster from './media/edge-1-poster.webp';
import edge1Mp4 from './media/edge-1.mp4';
import edge1Webm from './media/edge-1.webm';
import edge2Poster from './media/edge-2-poster.webp';
import edge2Mp4 from './media/edge-2.mp4';
import edge2Webm from './media/edge-2.webm';
import edge3Poster from './media/edge-3-poster.webp';
import edge3Mp4 from './media/edge-3.mp4';
import edge3Webm from './media/edge-3.webm';
import edge4Poster from './media/edge-4-poster.webp';
import edge4Mp4 from './media/edge-4.mp4';
import edge4Webm from './media/edge-4.webm';

const RouterLink = chakra(Link);

/** Each film a panel may choose (`EDGE_FILMS`, by what it shows): its files. */
const FILMS: Readonly<Record<EdgeFilm, FilmFiles>> = {
  matching: { webm: edge1Webm, mp4: edge1Mp4, poster: edge1Poster },
  compliance: { webm: edge2Webm, mp4: edge2Mp4, poster: edge2Poster },
  markets: { webm: edge3Webm, mp4: edge3Mp4, poster: edge3Poster },
  automation: { webm: edge4Webm, mp4: edge4Mp4, poster: edge4Poster },
};

/** The published Our Edge panels, in the order the team gave them (issue P20: edited in the back office as Edge Panels). */
const HomeEdgePanelsQuery = graphql(`
  query HomeEdgePanels {
    edgePanels {
      id
      title
      content
      colour
      film
      videoLabel
    }
  }
`);

/** Our Edge: its heading, the button to the Services page, and the published panels taking turns; left out while none is published. */
export function OurEdge() {
  const words = usePageSection('home-edge');
  const panels: EdgePanelView[] = (usePageQuery(HomeEdgePanelsQuery, {}).data?.edgePanels ?? []).flatMap(({ id, title, content, colour, film, videoLabel }) =>
    // A colour or film this build does not have (the API takes only the ones it has) leaves the panel out rather than drawn without it.
    isEdgeAccent(colour) && isEdgeFilm(film) ? [{ id, title, content, colour: edgeColourOf(colour), videoLabel, film: FILMS[film] }] : [],
  );
  if (panels.length === 0) return null;
  return (
    <Band labelledBy="edge-title">
      <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} gap="6" mb={{ base: '8', md: '12' }}>
        <SectionHeading id="edge-title" eyebrow={words.eyebrow} title={words.title} maxW="2xl" />
        <Button asChild size="lg" variant="outline" flexShrink={0}>
          <RouterLink to={HOME_HERO.secondary.to}>
            {HOME_HERO.secondary.label} <ArrowRight aria-hidden />
          </RouterLink>
        </Button>
      </Flex>
      <Island of={edgePanels} props={{ panels }} when="visible" />
    </Band>
  );
}
