import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import { isTileIcon, type TileIcon } from '@rules/page-lists';
import { BarChart3, Bot, Braces, FileSignature, FileStack, LineChart, Plug, ShieldCheck, type LucideIcon } from 'lucide-react';
import { usePageQuery } from '../data/pageData';
import { graphql } from '../gql';
import { SectionHeading } from '../layout/SectionHeading';
import { usePageSection } from '../site/pageSections';
import { useSiteSettings } from '../site/siteSettings';
import { Band } from './Band';

const TILE_ICONS: Record<TileIcon, LucideIcon> = {
  matchmaking: Bot,
  intelligence: LineChart,
  compliance: ShieldCheck,
  origination: FileStack,
  reporting: BarChart3,
  api: Braces,
  contracts: FileSignature,
  integration: Plug,
};

/** The published ecosystem tiles, in the order the team gave them (issue P20: edited in the back office as Ecosystem Tiles). */
const HomeEcosystemTilesQuery = graphql(`
  query HomeEcosystemTiles {
    ecosystemTiles {
      id
      title
      summary
      text
      icon
    }
  }
`);

/** A tile as the grid shows it. */
export interface EcosystemTileView {
  id: string;
  title: string;
  /** What the tile says at rest, in a line. */
  summary: string;
  /** What it says when pointed at or focused (on phones, always). */
  text: string;
  icon: TileIcon;
}

/**
 * The ecosystem grid (spec section 2): the published tiles (eight on the first run) around the
 * slogan, which sits in the middle of them. On wide screens a tile says what it is in a line at
 * rest and shows its description when pointed at or focused; on phones, where there is no hover,
 * the description always. Left out while no tile is published.
 */
export function Ecosystem() {
  const { siteName } = useSiteSettings();
  const words = usePageSection('home-ecosystem');
  const tiles: EcosystemTileView[] = (usePageQuery(HomeEcosystemTilesQuery, {}).data?.ecosystemTiles ?? []).flatMap(({ id, title, summary, text, icon }) =>
    // A tile whose icon this build cannot draw (the API takes only the ones it can) is left out rather than drawn blank.
    isTileIcon(icon) ? [{ id, title, summary, text, icon }] : [],
  );
  if (tiles.length === 0) return null;
  const middle = Math.ceil(tiles.length / 2);
  const [before, after] = [tiles.slice(0, middle), tiles.slice(middle)];
  return (
    <Band labelledBy="ecosystem-title" bg="bg.subtle">
      <SectionHeading id="ecosystem-title" eyebrow={words.eyebrow} title={words.title} lead={words.lead} maxW="3xl" mx="auto" textAlign="center" alignItems="center" />
      <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }} gap="4" mt={{ base: '10', md: '14' }}>
        {before.map((tile, index) => (
          <EcosystemTile key={tile.id} tile={tile} number={index + 1} />
        ))}
        <Flex
          as="li"
          direction="column"
          justify="center"
          align="center"
          textAlign="center"
          gap="4"
          gridColumn={{ sm: 'span 2', md: 'auto' }}
          rounded="2xl"
          p="7"
          h={{ md: '18rem', lg: '15rem' }}
          bg="ink.950"
          bgImage="radial-gradient(20rem 14rem at 50% 0%, rgba(36, 70, 214, 0.6), transparent 70%)"
          color="white"
          shadow="lg"
        >
          <Text textStyle="eyebrow" color="mint.300">
            {siteName}
          </Text>
          <Text fontFamily="heading" fontWeight="800" fontSize={{ base: '2xl', md: '2xl', lg: '3xl' }} lineHeight="1.15" letterSpacing="-0.02em">
            {words.points[0]}
          </Text>
        </Flex>
        {after.map((tile, index) => (
          <EcosystemTile key={tile.id} tile={tile} number={before.length + index + 1} />
        ))}
      </Grid>
    </Band>
  );
}

function EcosystemTile({ tile: { title, summary, text, icon }, number }: { tile: EcosystemTileView; number: number }) {
  const Icon = TILE_ICONS[icon];
  const shown = {
    bg: 'ink.950',
    color: 'white',
    borderColor: 'ink.950',
    '& [data-tile-summary]': { gridTemplateRows: '0fr', opacity: 0 },
    '& [data-tile-text]': { gridTemplateRows: '1fr', opacity: 1, color: 'ink.200' },
    '& [data-tile-icon]': { bg: 'whiteAlpha.200', color: 'mint.300' },
  };
  // On wide screens the line and the description swap places (grid rows growing from 0fr to 1fr, and back).
  const swapping = { transition: 'grid-template-rows 0.35s ease, opacity 0.35s ease', fontSize: 'sm', lineHeight: '1.65', color: 'fg.muted' } as const;
  return (
    <Flex
      as="li"
      tabIndex={0}
      direction="column"
      justify="flex-end"
      gap="3"
      rounded="2xl"
      p="6"
      h={{ md: '18rem', lg: '15rem' }}
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      shadow="xs"
      transition="background-color 0.3s, color 0.3s, border-color 0.3s"
      outline="none"
      _focusVisible={{ boxShadow: '0 0 0 3px var(--fm-colors-brand-400)' }}
      css={{ md: { '&:hover, &:focus-visible': shown } }}
    >
      <Flex justify="space-between" align="flex-start" mb="auto">
        <Flex data-tile-icon="" boxSize="11" rounded="xl" bg="brand.subtle" color="brand.fg" align="center" justify="center" transition="background-color 0.3s, color 0.3s">
          <Icon aria-hidden size={22} />
        </Flex>
        <Text as="span" aria-hidden fontFamily="heading" fontWeight="700" fontSize="sm" color="fg.subtle" fontVariantNumeric="tabular-nums">
          {String(number).padStart(2, '0')}
        </Text>
      </Flex>
      <Text as="h3" fontFamily="heading" fontWeight="700" fontSize="lg" pt="4">
        {title}
      </Text>
      {/* The line is the description's short form: screen readers get the description alone. */}
      <Box data-tile-summary="" aria-hidden {...swapping} display={{ base: 'none', md: 'grid' }} gridTemplateRows="1fr">
        <Text overflow="hidden">{summary}</Text>
      </Box>
      <Box data-tile-text="" {...swapping} display="grid" mt={{ md: '-3' }} css={{ md: { gridTemplateRows: '0fr', opacity: 0 } }}>
        <Text overflow="hidden">{text}</Text>
      </Box>
    </Flex>
  );
}
