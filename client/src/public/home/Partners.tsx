import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import { isPartnerMark } from '@rules/content-kinds';
import { PARTNERS } from '../../content/home';
import { PageWidth } from '../../ui/PageWidth';
import { usePageQuery } from '../data/pageData';
import { graphql } from '../gql';
import { imageSourcesOf } from '../media/imageSources';
import { usePageSection } from '../site/pageSections';
import { PartnerLogo } from './PartnerLogo';

/** The published partner logos, in the order the team gave them (issue P20: edited in the back office). */
const HomePartnerLogosQuery = graphql(`
  query HomePartnerLogos {
    partnerLogos {
      id
      name
      mark
      website
      logoImage {
        ...ResponsiveImage_image
      }
    }
  }
`);

/** The partners' logos: a strip to drag, swipe or scroll with the arrow keys (`dragScroll.ts`); a logo with a website links to it. */
export function Partners() {
  const list = (usePageQuery(HomePartnerLogosQuery, {}).data?.partnerLogos ?? []).flatMap(({ id, name, mark, website, logoImage }) =>
    // A mark this build cannot draw (the API takes only the ones it can) is left out rather than drawn blank.
    isPartnerMark(mark) ? [{ id, name, mark, website, logo: logoImage ? imageSourcesOf(logoImage) : null }] : [],
  );
  const words = usePageSection('home-partners');
  if (list.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="partners-title" py={{ base: '10', md: '14' }} borderBottomWidth="1px" borderColor="border">
      <PageWidth>
        <Text id="partners-title" as="h2" textAlign="center" fontSize="sm" fontWeight="600" color="fg.muted">
          {words.title}
        </Text>
      </PageWidth>
      <Box
        data-drag-scroll=""
        role="region"
        aria-label={PARTNERS.label}
        tabIndex={0}
        mt="6"
        overflowX="auto"
        cursor="grab"
        userSelect="none"
        scrollbarWidth="none"
        maskImage="linear-gradient(to right, transparent, black 8%, black 92%, transparent)"
        css={{ '&::-webkit-scrollbar': { display: 'none' }, '&[data-dragging]': { cursor: 'grabbing' } }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
      >
        <Flex as="ul" listStyleType="none" gap={{ base: '10', md: '16' }} px={{ base: '10', md: '20' }} py="3" w="max-content" color="ink.500">
          {list.map((partner) => (
            <Box as="li" key={partner.id} flexShrink={0} opacity={0.85} transition="opacity 0.2s" _hover={{ opacity: 1, color: 'ink.800' }}>
              {partner.website ? (
                <chakra.a href={partner.website} target="_blank" rel="noopener noreferrer" display="block" color="inherit">
                  <PartnerLogo partner={partner} />
                </chakra.a>
              ) : (
                <PartnerLogo partner={partner} />
              )}
            </Box>
          ))}
        </Flex>
      </Box>
    </Box>
  );
}
